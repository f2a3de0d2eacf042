import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireMcpCredentials } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import type { RunsContext, RunWaits } from '../runs';
import type { McpDependencies } from './mcp-context';
import { createMcpServer } from './mcp-server';

/** Stateless Streamable HTTP has no session to resume or end: GET and DELETE are not part of it. */
function methodNotAllowed(reply: FastifyReply) {
  return reply
    .status(405)
    .header('allow', 'POST')
    .send({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Method not allowed: send JSON-RPC with POST' },
      id: null,
    });
}

/**
 * MCP's transport rule against DNS rebinding and cross-site pages: a request whose Origin is present
 * and not Basalt's own is answered 403, whatever credentials it carries. The same-origin guard lets
 * any Origin through with a key and no cookie (API clients), so /mcp checks it here (issue 38).
 */
const refuseForeignOrigin: onRequestHookHandler = function (request, reply, done) {
  const { origin } = request.headers;
  if (origin === undefined || this.isTrustedOrigin(origin)) return done();
  void reply.status(403).send({
    jsonrpc: '2.0',
    error: { code: -32000, message: `Forbidden: requests from ${origin} are not allowed` },
    id: null,
  });
};

/**
 * The MCP endpoint (issue 17.4): every POST is authenticated by its API key or OAuth access token
 * (decision 032), then answered by a server and transport of its own, so any web process answers
 * any request and nothing is kept.
 */
export function registerMcp(
  app: FastifyInstance,
  { db, runs, runWaits }: Pick<PlatformDeps, 'db'> & { runs: RunsContext; runWaits: RunWaits },
) {
  const deps: McpDependencies = { db, runs, waits: runWaits };
  app.post('/mcp', { schema: { hide: true }, onRequest: refuseForeignOrigin }, async (request, reply) => {
    // No session cookie here: only a key or an OAuth client says whom the charges are for.
    const credentials = await requireMcpCredentials(request, reply);
    const server = createMcpServer(deps, { ...credentials, reply });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    reply.raw.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The transport writes the answer itself (JSON or an event stream) on the raw response.
    reply.hijack();
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  app.get('/mcp', { schema: { hide: true }, onRequest: refuseForeignOrigin }, async (_request, reply) =>
    methodNotAllowed(reply),
  );
  app.delete('/mcp', { schema: { hide: true }, onRequest: refuseForeignOrigin }, async (_request, reply) =>
    methodNotAllowed(reply),
  );
}
