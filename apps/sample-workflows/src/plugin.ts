import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { describeIssues, InvalidInputError, UpstreamError } from './errors';
import { answerByCallback, runInBackground } from './callbacks';
import { sampleWorkflows } from './registry';
import { fetchOutbound, type SampleOutbound } from './outbound';
import { runRequest } from './run-request';
import { ResultFileStore } from './result-files';
import type { RunContext, Workflow } from './workflow';

export interface SampleWorkflowsOptions {
  /** How long an asynchronous workflow (slow report) takes from its 202 to its result. */
  asyncRunMs?: number;
  /** Pause between progress callbacks of asynchronous workflows; overrides asyncRunMs (tests). */
  progressIntervalMs?: number;
  /** Base URL of produced files; by default the address the request came to, plus the mount prefix. */
  publicUrl?: string;
  /** How long produced files can be downloaded. */
  resultFileTtlMs?: number;
  /** Largest uploaded file a workflow downloads. */
  maxFileBytes?: number;
  now?: () => Date;
  /**
   * Says whether a workflow call carries a valid signature (its headers and exact body); unsigned
   * or wrongly signed calls are refused with 401. Unset (standalone server, tests): every call runs.
   */
  verifyCall?: (call: { headers: IncomingHttpHeaders; body: string }) => boolean | Promise<boolean>;
  /** How workflows download files and post callbacks; by default plain fetch. */
  outbound?: SampleOutbound;
}

const defaultAsyncRunMs = 20_000;
const defaultMaxFileBytes = 5 * 1024 * 1024;
const defaultResultFileTtlMs = 60 * 60_000;

/**
 * Every sample workflow as a route. Not wrapped in fastify-plugin on purpose: its error handler
 * must stay inside this prefix and not change how the host server answers.
 */
export const sampleWorkflowsPlugin: FastifyPluginAsync<SampleWorkflowsOptions> = async (app, options) => {
  const asyncRunMs = options.asyncRunMs ?? defaultAsyncRunMs;
  const maxFileBytes = options.maxFileBytes ?? defaultMaxFileBytes;
  const resultFiles = new ResultFileStore(options.resultFileTtlMs ?? defaultResultFileTtlMs);
  const baseUrl = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}${app.prefix}`).replace(/\/$/, '');
  const now = options.now ?? (() => new Date());
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());
  const outbound = options.outbound ?? fetchOutbound;

  // JSON is parsed here from the exact bytes received, which the signature covers.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  const verifyCall = options.verifyCall;
  const isSigned = async (request: FastifyRequest) =>
    !verifyCall || verifyCall({ headers: request.headers, body: rawBodies.get(request) ?? '' });

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
  app.get<{ Params: { id: string; name: string } }>('/files/:id/:name', async (request, reply) => {
    const file = resultFiles.get(request.params.id);
    if (!file) return reply.code(404).send({ error: 'This file has expired or does not exist.' });
    return reply
      .type(file.mime)
      .header('content-disposition', `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
  app.get('/', async () => ({
    workflows: sampleWorkflows.map(({ slug, name, description, mode }) => ({ slug, name, description, mode })),
  }));

  for (const workflow of sampleWorkflows as readonly Workflow[]) {
    app.post(`/${workflow.slug}`, { bodyLimit: maxFileBytes + 1024 * 1024 }, async (request, reply) => {
      if (!(await isSigned(request))) {
        return reply.code(401).send({ error: 'This workflow answers signed calls from Basalt only.' });
      }
      const envelope = runRequest.safeParse(request.body);
      if (!envelope.success) return reply.code(400).send({ error: describeIssues(envelope.error, 'Invalid request') });
      const input = workflow.inputSchema.safeParse(envelope.data.input);
      if (!input.success) return reply.code(422).send({ error: describeIssues(input.error, 'Invalid input') });
      const context: RunContext = {
        runId: envelope.data.run_id,
        files: envelope.data.files,
        now: now(),
        maxFileBytes,
        outbound,
        publishFile: (name, mime, bytes) =>
          `${baseUrl(request)}/files/${resultFiles.add(name, mime, bytes)}/${encodeURIComponent(name)}`,
      };
      if (workflow.mode === 'sync' && envelope.data.answer_mode === 'result') return workflow.run(input.data, context);
      const callbackUrl = envelope.data.callback_url;
      if (!callbackUrl)
        return reply
          .code(400)
          .send({ error: 'Invalid request: field "callback_url" is required to answer by callback.' });
      const background = { input: input.data, context, callbackUrl, log: request.log, signal: closing.signal };
      if (workflow.mode === 'sync') {
        // "Acknowledges, then calls back": a plain 200 says it started; the result follows by callback.
        void answerByCallback({ ...background, workflow });
        return reply.code(200).send({ accepted: true });
      }
      const steps = workflow.steps(input.data).length;
      const intervalMs = options.progressIntervalMs ?? Math.round(asyncRunMs / (steps + 1));
      void runInBackground({ ...background, workflow, intervalMs });
      return reply.code(202).send({ accepted: true });
    });
  }
};
