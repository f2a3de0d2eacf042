/**
 * The file's type read from its content, never from the name or the browser's claim. Formats that
 * share a container (OLE2 for .xls/.doc, ZIP for .xlsx/.docx) are told apart by the entries the
 * container holds or, for OLE2, by the extension. Text without a signature is CSV when it has the
 * .csv extension or looks like rows of delimited values, else plain text.
 */
const OFFICE_ZIP_PARTS: [string, string][] = [
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
];

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The first bytes decide most types; text and CSV are judged on this much of the file. */
export const FILE_HEAD_BYTES = 64 * 1024;

/** What the whole file says beyond its head: a NUL byte anywhere, and the ZIP entries it names. */
export interface ContentMarks {
  hasNul: boolean;
  zipParts: ReadonlySet<string>;
}

export const contentMarksOf = (bytes: Buffer): ContentMarks => {
  const names = bytes.toString('latin1');
  return {
    hasNul: bytes.includes(0),
    zipParts: new Set(OFFICE_ZIP_PARTS.map(([prefix]) => prefix).filter((prefix) => names.includes(prefix))),
  };
};

function looksLikeText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.min(bytes.length, FILE_HEAD_BYTES - 4)));
    return true;
  } catch {
    // A cut in the middle of a multi-byte character at the sample's end is still text.
    return !new TextDecoder('utf-8')
      .decode(bytes.subarray(0, FILE_HEAD_BYTES - 4))
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

/** `head` is the file's first FILE_HEAD_BYTES (or all of it); `marks` what the rest of it holds. */
export function detectFileType(head: Buffer, fileName: string, marks = contentMarksOf(head)): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return extension === 'doc' ? 'application/msword' : 'application/vnd.ms-excel';
  }
  if (startsWith(head, ZIP_SIGNATURE)) {
    const part = OFFICE_ZIP_PARTS.find(([prefix]) => marks.zipParts.has(prefix));
    return part ? part[1] : 'application/zip';
  }
  if (head.length === 0 || (!marks.hasNul && looksLikeText(head))) {
    const text = head.subarray(0, FILE_HEAD_BYTES).toString('utf8');
    return extension === 'csv' || looksLikeCsv(text) ? 'text/csv' : 'text/plain';
  }
  return 'application/octet-stream';
}

/** The types a file whose head is a ZIP can turn out to be once its entries are all seen. */
export const ZIP_FAMILY = ['application/zip', ...OFFICE_ZIP_PARTS.map(([, mime]) => mime)];

/**
 * Watches a file's chunks as they stream past, keeping its head and its marks, so a file of any
 * size gets the same type as detectFileType on all its bytes at once.
 */
export class FileTypeSniffer {
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private hasNul = false;
  private readonly zipParts = new Set<string>();
  // The end of the previous chunk, so an entry name split across two chunks is still seen.
  private carry = '';

  observe(chunk: Buffer) {
    if (this.headLength < FILE_HEAD_BYTES) {
      const part = chunk.subarray(0, FILE_HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    this.hasNul ||= chunk.includes(0);
    const text = this.carry + chunk.toString('latin1');
    for (const [prefix] of OFFICE_ZIP_PARTS) if (text.includes(prefix)) this.zipParts.add(prefix);
    this.carry = text.slice(-8);
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  get headComplete() {
    return this.headLength >= FILE_HEAD_BYTES;
  }

  type(fileName: string): string {
    return detectFileType(this.head, fileName, { hasNul: this.hasNul, zipParts: this.zipParts });
  }
}
