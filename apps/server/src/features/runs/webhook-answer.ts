import type { RunEnd } from './finish-run';

export type WebhookAnswer = RunEnd | { status: 'accepted' };

/** Statuses by which a workflow says the input itself is wrong (D4: shown with the input tip, not refunded). */
const INPUT_REJECTED_STATUSES = new Set([400, 409, 413, 422]);
const MAX_MESSAGE_LENGTH = 500;

function errorMessageOf(body: Buffer): string | null {
  const text = body.toString('utf8').trim();
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      const found = typeof error === 'string' ? error : typeof message === 'string' ? message : null;
      if (found === null && error && typeof error === 'object') {
        const nested = (error as { message?: unknown }).message;
        return typeof nested === 'string' && nested.trim() ? nested.trim().slice(0, MAX_MESSAGE_LENGTH) : null;
      }
      return found?.trim() ? found.trim().slice(0, MAX_MESSAGE_LENGTH) : null;
    }
    return null;
  } catch {
    return /^[^<{[]/.test(text) ? text.slice(0, MAX_MESSAGE_LENGTH) : null;
  }
}

/**
 * What a workflow's answer means for the run (DESIGN §2, D4). 202: it runs on and calls back.
 * 2xx: the JSON object is the result. 400/409/413/422 with an error message: the input was refused.
 * Anything else (redirects, other 4xx, 5xx, unreadable bodies) is the platform's failure.
 */
export function classifyWebhookAnswer(status: number, body: Buffer): WebhookAnswer {
  if (status === 202) return { status: 'accepted' };
  if (status >= 200 && status < 300) {
    if (body.length === 0 || status === 204) return { status: 'completed', result: {} };
    try {
      const result = JSON.parse(body.toString('utf8')) as unknown;
      if (result && typeof result === 'object' && !Array.isArray(result)) {
        return { status: 'completed', result: result as Record<string, unknown> };
      }
    } catch {
      // Falls through to the malformed answer below.
    }
    return {
      status: 'failed',
      kind: 'malformed_answer',
      message: 'Automation failed: it sent an answer Basalt could not read.',
    };
  }
  if (status >= 300 && status < 400) {
    return {
      status: 'failed',
      kind: 'workflow_error',
      message: 'Automation failed: its service answered with a redirect, which Basalt does not follow.',
    };
  }
  const message = errorMessageOf(body);
  if (INPUT_REJECTED_STATUSES.has(status) && message) {
    return { status: 'failed', kind: 'input_rejected', message };
  }
  return {
    status: 'failed',
    kind: 'workflow_error',
    message: `Automation failed: its service answered HTTP ${status}${message ? ` (${message})` : ''}.`,
  };
}
