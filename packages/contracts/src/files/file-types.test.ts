import { describe, expect, it } from 'vitest';
import { acceptedFileTypesInput, fileInputError, fileTypeGroups, sanitiseFileName } from './file-types';

describe('file input rules (spec §5)', () => {
  it('allows 10 MB by default and the field’s own limit when set', () => {
    expect(fileInputError({}, { mime: 'text/csv', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileInputError({}, { mime: 'text/csv', size: 10 * 1024 * 1024 + 1 })).toBe('File size exceeds 10 MB limit');
    expect(fileInputError({ maxFileSizeMB: 2 }, { mime: 'text/csv', size: 3_000_000 })).toBe(
      'File size exceeds 2 MB limit',
    );
  });

  it('names the accepted types when the type is not among them', () => {
    const field = { acceptedFileTypes: [...fileTypeGroups.csv, ...fileTypeGroups.pdf] };
    expect(fileInputError(field, { mime: 'application/pdf', size: 10 })).toBeNull();
    expect(fileInputError(field, { mime: 'image/png', size: 10 })).toBe(
      'File type not allowed. Accepted types: text/csv, application/pdf',
    );
  });

  it('turns every character but letters, digits, dots and hyphens into underscores', () => {
    expect(sanitiseFileName('Q3 report (final)/ü.csv')).toBe('Q3_report__final___.csv');
    expect(sanitiseFileName('')).toBe('file');
  });

  it('a field may accept every type Basalt reads from content, plain text and ZIP included (the demo CSV cleaner takes .txt)', () => {
    expect(acceptedFileTypesInput.parse(['text/csv', 'text/plain', 'application/vnd.ms-excel', '.zip'])).toEqual([
      'text/csv',
      'text/plain',
      'application/vnd.ms-excel',
      'application/zip',
    ]);
    expect(acceptedFileTypesInput.safeParse(['text/html']).success).toBe(false);
  });
});
