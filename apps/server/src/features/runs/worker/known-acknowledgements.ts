import type { BodyShape, WorkflowBody } from './answer-body';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const hasExactly = (value: Record<string, unknown>, keys: string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => key in value);

/**
 * The answers engines give when they have only queued the workflow (fixtures and sources in
 * apps/server/src/features/runs/worker/fixtures/engine-acknowledgements.ts and docs/engines/README.md).
 * In result mode such an answer would bill an acknowledgement as the result, so it fails the run
 * (refunded) and names the engine; only exact matches count, so a real result is never mistaken.
 */
export function knownAcknowledgement(answer: WorkflowBody, shape: BodyShape): string | null {
  if (shape.kind === 'json' && isPlainObject(shape.value)) {
    const value = shape.value;
    if (hasExactly(value, ['message']) && value.message === 'Workflow was started') {
      return 'n8n\'s "Workflow was started" (its Webhook node responds immediately)';
    }
    if (hasExactly(value, ['attempt', 'id', 'request_id', 'status']) && value.status === 'success') {
      return "Zapier's Catch Hook acknowledgement";
    }
    if (value.success === true && typeof value.info === 'string' && value.info.includes('To customize this response')) {
      return "Pipedream's default HTTP response";
    }
    if (hasExactly(value, []) && answer.headers['x-webhook-id']) {
      return "Activepieces' webhook acknowledgement";
    }
  }
  if (shape.kind === 'text') {
    if (shape.text === 'Accepted') return 'Make\'s "Accepted" (the scenario has no Webhook response module)';
    if (shape.text.includes('<p><b>Success!</b></p>') && shape.text.includes('To customize this response')) {
      return "Pipedream's default HTTP response";
    }
  }
  return null;
}
