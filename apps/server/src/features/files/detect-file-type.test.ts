import { describe, expect, it } from 'vitest';
import { detectFileType, FileTypeSniffer } from './detect-file-type';

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

  describe('on a stream of chunks', () => {
    const sniff = (name: string, content: Buffer, chunkSize: number) => {
      const sniffer = new FileTypeSniffer();
      for (let start = 0; start < content.length; start += chunkSize) {
        sniffer.observe(content.subarray(start, start + chunkSize));
      }
      return sniffer.type(name);
    };
    const filler = Buffer.alloc(100 * 1024, 0x41);
    it.each([
      [
        'an .xlsx whose entry name is split between two chunks',
        Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), filler, Buffer.from('xl/sheet1.xml')]),
      ],
      ['a ZIP that names no office entry', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), filler])],
      ['text with a NUL byte past its first 64 KB', Buffer.concat([filler, bytes(0)])],
      ['text from start to end', Buffer.concat([Buffer.from('a,b\n1,2\n'), filler])],
    ])('gives %s the type it has as a whole', (_, content) => {
      // 7-byte chunks cut every name; 64 KB ones are how a request body arrives.
      for (const chunkSize of [7, 64 * 1024]) {
        expect(sniff('file.xlsx', content, chunkSize)).toBe(detectFileType(content, 'file.xlsx'));
      }
    });
    it('reads an .xlsx only from entries it sees, wherever they are', () => {
      const late = Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), filler, Buffer.from('xl/sheet1.xml')]);
      expect(sniff('book.xlsx', late, 64 * 1024)).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    });
  });
});
