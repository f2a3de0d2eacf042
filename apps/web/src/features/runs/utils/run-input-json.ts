import {
  orderedFields,
  runInputSchema,
  type CustomField,
  type FieldValue,
  type RunInputValues,
} from '@basalt/contracts';

type JsonValue = string | number | boolean | null;

const NUMBER_TEXT = /^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** A form value as the API takes it: a number field's typed number as a number, a checkbox as a boolean. */
function jsonValue(field: CustomField | undefined, value: FieldValue): JsonValue {
  if (value === undefined) return field?.type === 'checkbox' ? false : '';
  if (field?.type === 'number' && typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
  if (field?.type === 'checkbox' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The form's values as the `input` of POST /api/runs: every field in form order (so the person sees
 * each id to fill), then any key that is no field, kept so that switching modes loses nothing.
 */
export function runInputObject(fields: readonly CustomField[], values: RunInputValues): Record<string, JsonValue> {
  const object: Record<string, JsonValue> = {};
  for (const field of orderedFields(fields)) object[field.id] = jsonValue(field, values[field.id]);
  for (const [key, value] of Object.entries(values)) {
    if (!(key in object) && value !== undefined) object[key] = value;
  }
  return object;
}

export const runInputJson = (fields: readonly CustomField[], values: RunInputValues) =>
  JSON.stringify(runInputObject(fields, values), null, 2);

export type ParsedRunInput = { ok: true; values: RunInputValues } | { ok: false; error: string };

/** Line and column (from 1) of a character offset, as an editor counts them. */
function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The engine's reason without its own position wording, which differs between browsers. */
function malformed(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const offset = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
  const { line, column } = lineAndColumn(text, Math.min(offset, text.length));
  const reason = message.replace(/\s*(?:in JSON )?at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  return `The JSON is malformed at line ${line}, column ${column}: ${reason}`;
}

/**
 * The JSON editor's text as form values: an object of field ids to text, numbers, true/false or
 * null (what POST /api/runs takes), or a message saying where the text stops being that.
 */
export function parseRunInputJson(text: string): ParsedRunInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: malformed(text, error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      error: 'The JSON must be an object of field ids and values, like {"email": "ada@example.com"}',
    };
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== null && typeof value === 'object') {
      return { ok: false, error: `${key}: A value must be text, a number, true, false or null` };
    }
  }
  return { ok: true, values: parsed as RunInputValues };
}

/**
 * Problems of the input, by key: the same validator as the form and the server (runInputSchema),
 * and a key that is no field of this automation, which the server would drop without a word.
 */
export function runInputJsonErrors(fields: readonly CustomField[], values: RunInputValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = runInputSchema(fields).safeParse(values);
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const ids = new Set(fields.map((field) => field.id));
  for (const key of Object.keys(values)) {
    if (!ids.has(key)) errors[key] ??= `Not a field of this automation (its fields: ${[...ids].join(', ') || 'none'})`;
  }
  return errors;
}

/** An error as the JSON editor shows it: pointed at its key. */
export const keyedError = (key: string, message: string) => `${key}: ${message}`;
