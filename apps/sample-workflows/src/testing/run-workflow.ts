import type { FastifyInstance } from 'fastify';
import { buildSampleWorkflowsApp } from '../index';
import type { RunFile } from '../run-request';

/** A fixed clock: relative dates in the tests ("tomorrow", "9 days ago") resolve against 12 March 2025. */
export const testNow = new Date('2025-03-12T09:00:00Z');

export const buildTestApp = (progressIntervalMs = 10) =>
  buildSampleWorkflowsApp({ now: () => testNow, progressIntervalMs });

/** POSTs a run the way Basalt's worker does and returns the status and parsed answer. */
export async function runWorkflow(
  app: FastifyInstance,
  slug: string,
  input: Record<string, unknown>,
  extra: { files?: RunFile[]; callbackUrl?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/${slug}`,
    payload: {
      run_id: 'run-test',
      automation: { id: 'automation-test', slug, name: slug },
      input,
      files: extra.files ?? [],
      callback_url: extra.callbackUrl ?? 'http://127.0.0.1:9/callback',
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read workflow-specific keys
  return { status: response.statusCode, body: response.json<Record<string, any>>() };
}
