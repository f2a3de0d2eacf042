import { readBodyShape, resultOfJson, type AnswerFile, type WorkflowBody } from './answer-body';

/** What a POST to a run's callback_url asks for; invalid is answered 422 and changes nothing. */
export type CallbackOutcome =
  | { kind: 'progress'; progress: number | null; message: string | null }
  | { kind: 'completed'; result: Record<string, unknown> }
  | { kind: 'file'; file: AnswerFile }
  | { kind: 'failed'; inputRejected: boolean; message: string }
  | { kind: 'invalid'; message: string };

const COMPLETED = new Set(['completed', 'complete', 'success', 'succeeded', 'done']);
const FAILED = new Set(['failed', 'failure', 'error']);
const MAX_ERROR_LENGTH = 2000;
const MAX_PROGRESS_MESSAGE_LENGTH = 500;

const invalid = (message: string): CallbackOutcome => ({ kind: 'invalid', message });

/** Engines that post form fields or "Using Fields Below" send every value as a string. */
function numberOf(value: unknown): number | null | 'bad' {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : 'bad';
}

/** `result` may arrive as an object, an array, a JSON string (form fields) or plain text. */
function resultValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return resultOfJson(JSON.parse(value)) ?? {};
    } catch {
      return { message: value };
    }
  }
  return resultOfJson(value) ?? {};
}

function errorText(fields: Record<string, unknown>): string {
  const { error, message } = fields;
  const nested = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  const text = [error, nested, message].find((value) => typeof value === 'string' && value.trim()) as
    string | undefined;
  return (text ?? 'the workflow reported a failure without a message').trim().slice(0, MAX_ERROR_LENGTH);
}

function fromFields(fields: Record<string, unknown>): CallbackOutcome {
  const { status: rawStatus, result, progress, message, code, ...rest } = fields;
  const status = typeof rawStatus === 'string' ? rawStatus.trim().toLowerCase() : undefined;
  if (status !== undefined && FAILED.has(status)) {
    return { kind: 'failed', inputRejected: code === 'invalid_input', message: errorText(fields) };
  }
  if (status === 'running' || (status === undefined && progress !== undefined && result === undefined)) {
    const value = numberOf(progress);
    if (value === 'bad') return invalid('progress must be a number from 0 to 100');
    if (message !== undefined && typeof message !== 'string') return invalid('message must be text');
    return {
      kind: 'progress',
      progress: value,
      message: typeof message === 'string' ? message.slice(0, MAX_PROGRESS_MESSAGE_LENGTH) : null,
    };
  }
  if (status !== undefined && !COMPLETED.has(status)) {
    return invalid(`status must be "completed", "failed" or "running" (got "${String(rawStatus).slice(0, 40)}")`);
  }
  if (result !== undefined) return { kind: 'completed', result: resultValue(result) };
  // No `result`: the other fields are the result (what form posts and flat HTTP nodes send).
  const flat: Record<string, unknown> = { ...rest };
  if (message !== undefined) flat.message = message;
  if (status === undefined && code !== undefined) flat.code = code;
  return { kind: 'completed', result: flat };
}

/**
 * Reads a workflow's callback (DESIGN §2.3 and the table in docs/engines/README.md): Basalt's own
 * shapes ({progress, message}, {status: "completed", result}, {status: "failed", error, code}),
 * the same bodies a synchronous answer may be (JSON object, array, text, file), and what engines
 * send by default: form-encoded fields and JSON whose values are all strings.
 */
export function readCallback(callback: WorkflowBody): CallbackOutcome {
  const shape = readBodyShape(callback);
  switch (shape.kind) {
    case 'empty':
      return invalid('the callback has no body: send progress, a result or a failure');
    case 'bad_json':
      return invalid('the callback body is not valid JSON');
    case 'unstorable':
      return invalid(shape.message);
    case 'file':
      return { kind: 'file', file: shape.file };
    case 'text':
      return { kind: 'completed', result: { message: shape.text } };
    case 'form':
      return fromFields(shape.value);
    case 'json': {
      const value = shape.value;
      if (value && typeof value === 'object' && !Array.isArray(value))
        return fromFields(value as Record<string, unknown>);
      const result = resultOfJson(value);
      return result ? { kind: 'completed', result } : invalid('the callback body is null');
    }
  }
}
