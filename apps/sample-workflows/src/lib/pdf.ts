export interface PdfText {
  text: string;
  x: number;
  /** From the bottom of an A4 page (842 points high). */
  y: number;
  size?: number;
  bold?: boolean;
}

/** PDF string literal: ASCII only (the standard fonts here have no Unicode map), with ( ) \ escaped. */
const literal = (text: string) =>
  `(${text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, (c) => (/\p{M}/u.test(c) ? '' : '?'))
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page A4 PDF of positioned text lines in Helvetica, written by hand: catalog, page tree,
 * page, two standard fonts, one content stream and an exact cross-reference table.
 */
export function simplePdf(lines: PdfText[], rules: { x1: number; x2: number; y: number }[] = []): Buffer {
  const content = [
    ...rules.map(({ x1, x2, y }) => `0.6 w ${x1} ${y} m ${x2} ${y} l S`),
    ...lines.map(
      ({ text, x, y, size = 11, bold = false }) =>
        `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${literal(text)} Tj ET`,
    ),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
