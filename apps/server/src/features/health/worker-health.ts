import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../../platform/db/database';
import { readiness } from './readiness';

export interface WorkerHealth {
  url: string;
  close(): Promise<void>;
}

/**
 * A ROLE=worker process serves no HTTP, so a container's health check had nothing to ask (issue 38).
 * With HEALTH_PORT set it answers GET /health (up) and /ready (database reachable and migrated) there,
 * the same answers as a web process, and 404 to anything else: plain node:http, as a worker needs
 * none of the app's hooks, sessions or pages.
 */
export async function startWorkerHealth(
  database: DatabaseHandle,
  listen: { host: string; port: number },
): Promise<WorkerHealth> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, { status: 'method_not_allowed' });
    if (path === '/health') return answer(200, { status: 'ok' });
    if (path === '/ready') {
      readiness(database).then(
        (state) => answer(state.status === 'ready' ? 200 : 503, state),
        () => answer(503, { status: 'not_ready', checks: { database: false, migrations: false } }),
      );
      return;
    }
    answer(404, { status: 'not_found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
