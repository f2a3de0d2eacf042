import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('a CSV cell', () => {
  it('stays as is when plain, and numbers and dates are written plainly', () => {
    expect(csvCell('Invoice parser')).toBe('Invoice parser');
    expect(csvCell(-25)).toBe('-25');
    expect(csvCell(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(csvCell(null)).toBe('');
  });

  it('is quoted with doubled quotes when it holds a comma, a quote or a line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('cannot start a formula in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('makes a CRLF-terminated record', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
