import { describe, expect, it } from 'vitest';
import type { CustomField } from '../catalogue/custom-field';
import { configurationPreview, cutPreview } from './configuration-preview';

const fields: CustomField[] = [
  { id: 'tone', type: 'radio', label: 'Tone', required: false, order: 2, options: ['Calm'] },
  { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 },
  { id: 'notes', type: 'textarea', label: 'Notes', required: false, order: 1 },
  { id: 'hashtags', type: 'checkbox', label: 'Add hashtags', required: false, order: 3 },
  { id: 'sheet', type: 'file', label: 'Spreadsheet', required: false, order: 4 },
];

describe('saved configuration previews (issue 15 #6)', () => {
  it('lists fields in form order, by label, skipping empty values and fields the form no longer has', () => {
    const preview = configurationPreview(fields, {
      hashtags: false,
      tone: 'Calm',
      notes: '  ',
      removed_field: 'old',
      sheet: 'https://basalt.example/api/files/1',
      topic: 'A very long topic that goes on and on and on',
    });
    expect(preview).toEqual([
      { label: 'Topic', value: 'A very long topic that goes on and on and on' },
      { label: 'Tone', value: 'Calm' },
      { label: 'Add hashtags', value: 'No' },
      { label: 'Spreadsheet', value: 'Uploaded file' },
    ]);
    expect(cutPreview(preview, 2, 30)).toEqual([
      { label: 'Topic', value: 'A very long topic that goes on...' },
      { label: 'Tone', value: 'Calm' },
    ]);
  });
});
