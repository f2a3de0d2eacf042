import type { IncomingHttpHeaders } from 'node:http';
import { findUnstorable } from '../../../platform/http/storable-json';

/** A body a workflow sent Basalt, as an answer to the run's request or as a callback. */
export interface WorkflowBody {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What a body holds, read from its content type, its Content-Disposition and (without a type) its bytes. */
export type BodyShape =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'bad_json' }
  /** Decoded, but holding what PostgreSQL cannot store (NUL, a lone surrogate) or nested too deep. */
  | { kind: 'unstorable'; message: string }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: AnswerFile };

export interface AnswerFile {
  name: string;
  /** The declared media type; the stored type is read again from the bytes (features/files). */
  mime: string;
  bytes: Buffer;
}

/** Types shown as a message rather than kept as a file: what engines send for "respond with text". */
const TEXT_TYPES = new Set(['text/plain', 'text/html', 'text/markdown']);

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/zip': 'zip',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/calendar': 'ics',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export const mediaTypeOf = (headers: IncomingHttpHeaders) =>
  header(headers, 'content-type').split(';')[0]!.trim().toLowerCase();

/** The file name a Content-Disposition gives (RFC 6266: filename* wins over filename), if any. */
export function dispositionFileName(disposition: string): string | null {
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1') : '';
  return name.trim() || null;
}

function fileOf({ headers, body }: WorkflowBody, mime: string): AnswerFile {
  const named = dispositionFileName(header(headers, 'content-disposition'));
  const declared = mime || 'application/octet-stream';
  return { name: named ?? `result.${EXTENSIONS[declared] ?? 'bin'}`, mime: declared, bytes: body };
}

const isJsonType = (mime: string) => mime === 'application/json' || mime.endsWith('+json');

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function parseJson(text: string): BodyShape {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { kind: 'bad_json' };
  }
  return storable({ kind: 'json', value }, value);
}

/**
 * A raw body skips the input guard, so what it decodes to is checked here: stored as it is, a NUL or
 * a lone surrogate made the run's update fail, and a deep result overflowed drizzle's JSON.stringify.
 */
function storable(shape: BodyShape, value: unknown): BodyShape {
  const problem = findUnstorable(value, 'body');
  return problem ? { kind: 'unstorable', message: `${problem.path}: ${problem.message}` } : shape;
}

/**
 * Reads a body the way the answer table says (docs/engines/README.md): an attachment is a file
 * whatever its type; JSON types are parsed; text/plain, text/html and text/markdown are text;
 * form bodies are fields; any other declared type is a file; with no type, JSON if it parses,
 * text if it is UTF-8, else a file.
 */
export function readBodyShape(answer: WorkflowBody): BodyShape {
  const mime = mediaTypeOf(answer.headers);
  const disposition = header(answer.headers, 'content-disposition');
  if (/^\s*attachment\b/i.test(disposition)) return { kind: 'file', file: fileOf(answer, mime) };
  if (answer.body.toString('utf8').trim() === '') return { kind: 'empty' };
  if (isJsonType(mime)) return parseJson(answer.body.toString('utf8'));
  if (mime === 'application/x-www-form-urlencoded') {
    const value = Object.fromEntries(new URLSearchParams(answer.body.toString('utf8')));
    return storable({ kind: 'form', value }, value);
  }
  if (TEXT_TYPES.has(mime)) {
    const text = answer.body.toString('utf8').trim();
    return storable({ kind: 'text', text }, text);
  }
  if (mime) return { kind: 'file', file: fileOf(answer, mime) };
  if (!isUtf8Text(answer.body)) return { kind: 'file', file: fileOf(answer, 'application/octet-stream') };
  const text = answer.body.toString('utf8').trim();
  const json = parseJson(text);
  return json.kind === 'json' ? json : { kind: 'text', text };
}

/** A JSON value as a result object: objects as they are, arrays as {items}, scalars as {message}. */
export function resultOfJson(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return { items: value };
  if (typeof value === 'object') return value as Record<string, unknown>;
  return { message: String(value) };
}
