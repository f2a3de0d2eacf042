import type { CustomField } from '@basalt/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/stub-api';
import { buildUploadedFile } from '../testing/run-fixtures';
import { RunForm } from './run-form';

const fields: CustomField[] = [
  { id: 'notes', type: 'textarea', label: 'Notes', required: false, order: 3, placeholder: 'Anything else' },
  { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0, helpText: 'What the report is about' },
  { id: 'count', type: 'number', label: 'Count', required: false, order: 1 },
  { id: 'email', type: 'email', label: 'E-mail', required: false, order: 2 },
  { id: 'tone', type: 'select', label: 'Tone', required: false, order: 4, options: ['Calm', 'Bold'] },
  { id: 'size', type: 'radio', label: 'Size', required: false, order: 5, options: ['S', 'M'] },
  { id: 'agree', type: 'checkbox', label: 'I agree', required: true, order: 6 },
  { id: 'due', type: 'date', label: 'Due', required: false, order: 7 },
  { id: 'csv', type: 'file', label: 'CSV file', required: false, order: 8 },
];

const renderForm = (overrides: Partial<Parameters<typeof RunForm>[0]> = {}) =>
  render(
    <RunForm automationId="a1" fields={fields} values={{ count: 3 }} errors={{}} onChange={vi.fn()} {...overrides} />,
  );

describe('the run form', () => {
  it('shows every field type in its order, with labels, asterisks, placeholders, help text and defaults', () => {
    renderForm();
    const labels = [...document.querySelectorAll('label, legend')].map((node) =>
      node.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(labels.slice(0, 4)).toEqual(['Topic *', 'Count', 'E-mail', 'Notes']);
    expect(screen.getByLabelText(/^Topic/)).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Count')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByPlaceholderText('Anything else').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Tone' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeTruthy();
    expect(screen.getByLabelText('Due')).toHaveProperty('type', 'date');
    expect(screen.getByLabelText('CSV file')).toHaveProperty('type', 'file');
    expect(screen.getByText('What the report is about')).toBeTruthy();
  });

  it('hides a field’s help text while its error shows', () => {
    renderForm({ errors: { topic: 'Topic is required' } });
    expect(screen.getByText('Topic is required')).toBeTruthy();
    expect(screen.queryByText('What the report is about')).toBeNull();
    expect(screen.getByLabelText(/^Topic/).getAttribute('aria-invalid')).toBe('true');
  });

  it('names a field type it does not know', () => {
    renderForm({ fields: [{ id: 'x', type: 'rating' as never, label: 'Stars', required: false, order: 0 }] });
    expect(screen.getByText('Unknown field type: rating')).toBeTruthy();
  });

  it('says no configuration is needed when there are no fields', () => {
    renderForm({ fields: [] });
    expect(screen.getByText(/needs no configuration/).textContent).toContain('Run Automation');
  });

  it('a visitor reads the accepted file types in plain words and the size limit once (issue 41)', () => {
    const sheet = {
      id: 'sheet',
      type: 'file' as const,
      label: 'CSV file',
      required: false,
      order: 0,
      acceptedFileTypes: [
        'text/csv',
        'text/plain',
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      maxFileSizeMB: 5,
    };
    renderForm({ fields: [sheet] });
    expect(screen.getByTestId('drop-zone-sheet').textContent).toContain('CSV, text or Excel · up to 5 MB');
  });

  it('the file field is a drop zone: a dropped file uploads, then shows its name, size and Remove (issue 15)', async () => {
    const onChange = vi.fn();
    const leads = buildUploadedFile();
    stubApi({ '/api/files': { status: 201, body: { file: leads } } });
    const csv = {
      id: 'csv',
      type: 'file' as const,
      label: 'CSV file',
      required: false,
      order: 0,
      acceptedFileTypes: ['text/csv'],
      maxFileSizeMB: 5,
    };
    const { rerender } = render(
      <RunForm automationId="a1" fields={[csv]} values={{}} errors={{}} onChange={onChange} />,
    );
    const zone = screen.getByTestId('drop-zone-csv');
    expect(zone.textContent).toContain('Choose a file or drop it here');
    expect(zone.textContent).toContain('CSV · up to 5 MB');
    const file = new File(['a'.repeat(2048)], 'leads.csv', { type: 'text/csv' });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('csv', leads.url));
    rerender(<RunForm automationId="a1" fields={[csv]} values={{ csv: leads.url }} errors={{}} onChange={onChange} />);
    expect(screen.getByText('leads.csv').parentElement?.textContent).toContain('2.0 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith('csv', '');
  });
});
