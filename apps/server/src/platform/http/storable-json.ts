import { Stream } from 'node:stream';

/** Far deeper than any form, configuration or workflow result; a body deeper than this is an attack. */
export const MAX_BODY_DEPTH = 64;

export type StorableProblem = { code: 'VALIDATION_FAILED' | 'BAD_REQUEST'; path: string; message: string };

const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';
const SURROGATE_MESSAGE = 'must not contain a lone surrogate (an unpaired \\ud800-\\udfff escape): it is not text';

/** An unpaired UTF-16 surrogate: JSON can escape one, but it is no character, and jsonb refuses it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** A file's bytes or the stream of an upload: not decoded JSON, nothing in it to walk. */
const isRawBody = (item: object) => Buffer.isBuffer(item) || item instanceof Stream;

/**
 * What PostgreSQL cannot store, or recursive code cannot walk, in a decoded JSON value (keys
 * included): a NUL character or a lone surrogate (text and jsonb refuse both, or text silently
 * turns a surrogate into U+FFFD), and nesting deeper than MAX_BODY_DEPTH (JSON.stringify in drizzle
 * and better-auth overflows the stack). Walks with its own stack, so a deep value cannot overflow it.
 */
export function findUnstorable(value: unknown, part: string): StorableProblem | undefined {
  const pending: [unknown, string, number][] = [[value, part, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { code: 'VALIDATION_FAILED', path, message };
      continue;
    }
    if (!item || typeof item !== 'object' || isRawBody(item)) continue;
    if (depth >= MAX_BODY_DEPTH) {
      return { code: 'BAD_REQUEST', path: part, message: `is nested more than ${MAX_BODY_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(item)) {
      const message = textProblem(key);
      if (message) return { code: 'VALIDATION_FAILED', path, message: `a key ${message}` };
      pending.push([child, `${path}.${key}`, depth + 1]);
    }
  }
  return undefined;
}
