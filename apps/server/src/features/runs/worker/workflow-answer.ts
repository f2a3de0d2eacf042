import type { AnswerMode, RunFailureKind } from '@basalt/contracts';
import { readBodyShape, resultOfJson, type AnswerFile, type WorkflowBody } from './answer-body';
import { knownAcknowledgement } from './known-acknowledgements';

export interface WorkflowAnswer extends WorkflowBody {
  status: number;
}

/**
 * What an answer means for the run. accepted: it goes on and the workflow calls back; file: the
 * answer is the result file (to be copied into Basalt's storage); failed carries a `hint` for the
 * admin (shown by the test call) when Basalt can tell how to fix the workflow.
 */
export type AnswerOutcome =
  | { kind: 'accepted'; because: 'status_202' | 'acknowledgement' }
  | { kind: 'completed'; result: Record<string, unknown> }
  | { kind: 'file'; file: AnswerFile }
  | { kind: 'failed'; failureKind: RunFailureKind; message: string; hint?: string };

/** Statuses by which a workflow says the input itself is wrong (D4: shown with the input tip, not refunded). */
const INPUT_REJECTED_STATUSES = new Set([400, 409, 413, 422]);
const MAX_MESSAGE_LENGTH = 500;

const clip = (text: string) => text.trim().slice(0, MAX_MESSAGE_LENGTH);

function errorMessageOf(answer: WorkflowAnswer): string | null {
  const shape = readBodyShape(answer);
  if (shape.kind === 'text') return /^[^<{[]/.test(shape.text) ? clip(shape.text) : null;
  if (shape.kind !== 'json' || !shape.value || typeof shape.value !== 'object') return null;
  const { error, message } = shape.value as { error?: unknown; message?: unknown };
  const found = typeof error === 'string' ? error : typeof message === 'string' ? message : null;
  if (found === null && error && typeof error === 'object') {
    const nested = (error as { message?: unknown }).message;
    return typeof nested === 'string' && nested.trim() ? clip(nested) : null;
  }
  return found?.trim() ? clip(found) : null;
}

const failed = (failureKind: RunFailureKind, message: string, hint?: string): AnswerOutcome => ({
  kind: 'failed',
  failureKind,
  message,
  ...(hint ? { hint } : {}),
});

const ACK_HINT =
  'Choose "The workflow acknowledges, then calls back" for this automation and send the result to callback_url, or make the workflow answer with its result.';

/** A 2xx answer in result mode: the table in docs/engines/README.md, row by row. */
function resultOf(answer: WorkflowAnswer, maxAnswerBytes: number): AnswerOutcome {
  if (answer.status === 204) return { kind: 'completed', result: {} };
  const shape = readBodyShape(answer);
  if (shape.kind === 'file') return { kind: 'file', file: shape.file };
  if (answer.body.length > maxAnswerBytes) {
    return failed('response_too_large', 'Automation failed: its answer was too large.');
  }
  const acknowledgement = knownAcknowledgement(answer, shape);
  if (acknowledgement) {
    return failed(
      'workflow_error',
      `Automation failed: the workflow only acknowledged the request (${acknowledgement}) and never sent its result.`,
      ACK_HINT,
    );
  }
  const result =
    shape.kind === 'json'
      ? resultOfJson(shape.value)
      : shape.kind === 'form'
        ? shape.value
        : shape.kind === 'text'
          ? { message: shape.text }
          : null;
  if (shape.kind === 'bad_json') {
    return failed('malformed_answer', 'Automation failed: it sent an answer Basalt could not read.');
  }
  if (shape.kind === 'unstorable') {
    return failed('malformed_answer', `Automation failed: its answer cannot be stored (${shape.message}).`);
  }
  if (!result) {
    return failed(
      'workflow_error',
      'Automation failed: the workflow ended without an answer.',
      'An empty 2xx answer usually means a step failed before the workflow answered (n8n answers 200 with an empty body when a node fails before "Respond to Webhook"). Answer 204 if the workflow has no output on purpose.',
    );
  }
  return { kind: 'completed', result };
}

/**
 * What a workflow's answer means for the run (DESIGN D4, D14). 202 always means it calls back;
 * in callback mode so does any 2xx. In result mode a 2xx answer is the result (resultOf). 400,
 * 409, 413 and 422 with an error message: the input was refused (not refunded). Anything else
 * (redirects, other 4xx, 5xx) is the platform's failure and is refunded.
 */
export function classifyWorkflowAnswer(
  answer: WorkflowAnswer,
  mode: AnswerMode,
  maxAnswerBytes = Number.POSITIVE_INFINITY,
): AnswerOutcome {
  const { status } = answer;
  if (status === 202) return { kind: 'accepted', because: 'status_202' };
  if (status >= 200 && status < 300) {
    return mode === 'callback' ? { kind: 'accepted', because: 'acknowledgement' } : resultOf(answer, maxAnswerBytes);
  }
  if (status >= 300 && status < 400) {
    return failed(
      'workflow_error',
      'Automation failed: its service answered with a redirect, which Basalt does not follow.',
    );
  }
  const message = errorMessageOf(answer);
  if (INPUT_REJECTED_STATUSES.has(status) && message) return failed('input_rejected', message);
  return failed(
    'workflow_error',
    `Automation failed: its service answered HTTP ${status}${message ? ` (${message})` : ''}.`,
  );
}
