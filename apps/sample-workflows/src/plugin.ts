import type { FastifyPluginAsync } from 'fastify';
import { describeIssues, InvalidInputError, UpstreamError } from './errors';
import { runInBackground } from './callbacks';
import { sampleWorkflows } from './registry';
import { runRequest } from './run-request';
import type { Workflow } from './workflow';

export interface SampleWorkflowsOptions {
  /** Pause between progress callbacks of asynchronous workflows. */
  progressIntervalMs?: number;
  /** Largest uploaded file a workflow downloads. */
  maxFileBytes?: number;
  now?: () => Date;
}

const defaultIntervalMs = 1500;
const defaultMaxFileBytes = 5 * 1024 * 1024;

/**
 * Every sample workflow as a route. Not wrapped in fastify-plugin on purpose: its error handler
 * must stay inside this prefix and not change how the host server answers.
 */
export const sampleWorkflowsPlugin: FastifyPluginAsync<SampleWorkflowsOptions> = async (app, options) => {
  const intervalMs = options.progressIntervalMs ?? defaultIntervalMs;
  const maxFileBytes = options.maxFileBytes ?? defaultMaxFileBytes;
  const now = options.now ?? (() => new Date());
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof InvalidInputError) return reply.code(422).send({ error: error.message });
    if (error instanceof UpstreamError) return reply.code(502).send({ error: error.message });
    // Fastify's own errors (malformed JSON, body too large) carry a 4xx statusCode.
    const { statusCode, message } = error as { statusCode?: unknown; message?: unknown };
    if (typeof statusCode === 'number' && statusCode < 500) {
      return reply.code(statusCode).send({ error: `Invalid request: ${String(message)}` });
    }
    request.log.error({ err: error }, 'sample workflow failed');
    return reply.code(500).send({ error: 'The workflow failed unexpectedly.' });
  });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async () => ({
    workflows: sampleWorkflows.map(({ slug, name, description, mode }) => ({ slug, name, description, mode })),
  }));

  for (const workflow of sampleWorkflows as readonly Workflow[]) {
    app.post(`/${workflow.slug}`, { bodyLimit: maxFileBytes + 1024 * 1024 }, async (request, reply) => {
      const envelope = runRequest.safeParse(request.body);
      if (!envelope.success) return reply.code(400).send({ error: describeIssues(envelope.error, 'Invalid request') });
      const input = workflow.inputSchema.safeParse(envelope.data.input);
      if (!input.success) return reply.code(422).send({ error: describeIssues(input.error, 'Invalid input') });
      const context = { runId: envelope.data.run_id, files: envelope.data.files, now: now(), maxFileBytes };
      if (workflow.mode === 'sync') return workflow.run(input.data, context);

      const callbackUrl = envelope.data.callback_url;
      if (!callbackUrl)
        return reply
          .code(400)
          .send({ error: 'Invalid request: field "callback_url" is required by this asynchronous workflow.' });
      void runInBackground({
        workflow,
        input: input.data,
        context,
        callbackUrl,
        intervalMs,
        log: request.log,
        signal: closing.signal,
      });
      return reply.code(202).send({ accepted: true });
    });
  }
};
