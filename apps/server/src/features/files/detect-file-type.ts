/**
 * The file's type read from its first bytes, never from the name or the browser's claim. Formats
 * that share a container (OLE2 for .xls/.doc, ZIP for .xlsx/.docx) are told apart by the entries
 * the container holds or, for OLE2, by the extension. Text without a signature is CSV when it has
 * the .csv extension or looks like rows of delimited values, else plain text.
 */
const OFFICE_ZIP_PARTS: [string, string][] = [
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024 - 4)));
    return true;
  } catch {
    // A cut in the middle of a multi-byte character at the sample's end is still text.
    return !new TextDecoder('utf-8')
      .decode(bytes.subarray(0, 64 * 1024 - 4))
      .slice(0, -1)
      .includes('\uFFFD');
  }
}

function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  if (lines.length < 2) return false;
  return [',', ';', '\t'].some((delimiter) => {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}

export function detectFileType(bytes: Buffer, fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return extension === 'doc' ? 'application/msword' : 'application/vnd.ms-excel';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = bytes.toString('latin1');
    const part = OFFICE_ZIP_PARTS.find(([prefix]) => names.includes(prefix));
    return part ? part[1] : 'application/zip';
  }
  if (bytes.length === 0 || looksLikeText(bytes)) {
    const text = bytes.subarray(0, 64 * 1024).toString('utf8');
    return extension === 'csv' || looksLikeCsv(text) ? 'text/csv' : 'text/plain';
  }
  return 'application/octet-stream';
}
