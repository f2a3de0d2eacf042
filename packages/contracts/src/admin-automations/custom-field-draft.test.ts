import { describe, expect, it } from 'vitest';
import { emptyFieldDialogValues, fieldDialogSchema } from './custom-field-draft';

const messagesFor = (maxFileSizeMB: number) => {
  const result = fieldDialogSchema([]).safeParse({
    ...emptyFieldDialogValues,
    label: 'Upload',
    id: 'upload',
    type: 'file',
    acceptedFileTypes: ['text/csv'],
    maxFileSizeMB,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the field dialog', () => {
  it('an admin who types a max file size outside 1 to 100 is told the range, not that it is not a number', () => {
    expect(messagesFor(0)).toEqual(['Max file size must be between 1 and 100 MB']);
    expect(messagesFor(101)).toEqual(['Max file size must be between 1 and 100 MB']);
    expect(messagesFor(10)).toEqual([]);
    expect(messagesFor(Number.NaN)).toEqual(['Max file size must be a number']);
  });
});
