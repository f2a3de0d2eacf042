import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import type { BasaltProcess } from './basalt-process';

/** The CI PostgreSQL (DESIGN §4); TOPOLOGY_POSTGRES_URL points elsewhere. */
const adminUrl = process.env.TOPOLOGY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one test; drop() removes it even while processes still hold connections. */
export async function createFreshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function waitForOutput(basalt: BasaltProcess, text: string, timeoutMs = 60_000) {
  return waitFor(
    `"${text}" from a Basalt process`,
    async () => {
      if (basalt.child.exitCode !== null) throw new Error(`Basalt exited early:\n${basalt.output()}`);
      return basalt.output().includes(text) ? true : undefined;
    },
    timeoutMs,
  );
}

/**
 * A workflow service of the test's own: /count answers at once, /gate holds its answer until the
 * test opens it, /stuck never answers. It records every call by run id.
 */
export async function startWorkflowDouble() {
  const calls = new Map<string, number>();
  const gated = new Map<string, http.ServerResponse>();
  const stuck = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const runId = (JSON.parse(body) as { run_id: string }).run_id;
      calls.set(runId, (calls.get(runId) ?? 0) + 1);
      const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Done."}');
      if (request.url === '/gate') gated.set(runId, response);
      else if (request.url === '/stuck') stuck.add(response);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    calls,
    isHeld: (runId: string) => gated.has(runId),
    open: (runId: string) => {
      gated.get(runId)?.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Done."}');
      gated.delete(runId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a Server-Sent Events response as a queue of events; `ended` resolves when the server closes it. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`SSE ${url} answered ${response.status}: ${await response.text()}`);
  const events: SseEvent[] = [];
  let buffer = '';
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    ended,
    next: (match: (event: SseEvent) => boolean, timeoutMs: number) =>
      waitFor('an SSE event', async () => events.find(match), timeoutMs),
    close: () => controller.abort(),
  };
}
