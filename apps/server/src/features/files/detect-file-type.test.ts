import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('file type from content', () => {
  it.each([
    ['report.pdf', Buffer.from('%PDF-1.4\n%...'), 'application/pdf'],
    ['chart.png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['anim.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['pic.webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['sheet.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/vnd.ms-excel'],
    ['letter.doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/msword'],
    [
      'book.xlsx',
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....xl/workbook.xml')]),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'cv.docx',
      Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....word/document.xml')]),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['data.csv', Buffer.from('name,email\nAda,ada@example.com\n'), 'text/csv'],
    ['export.txt', Buffer.from('name;email\nAda;ada@example.com\nBob;bob@example.com\n'), 'text/csv'],
    ['notes.txt', Buffer.from('Just a few words of prose.'), 'text/plain'],
    ['blob.bin', bytes(0x00, 0x01, 0x02, 0xff), 'application/octet-stream'],
  ])('%s is %s', (name, content, expected) => {
    expect(detectFileType(content, name)).toBe(expected);
  });

  it('is not fooled by a name: an executable called data.csv is not CSV', () => {
    expect(detectFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'data.csv')).toBe(
      'application/octet-stream',
    );
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'data.csv')).toBe('image/png');
  });
});
