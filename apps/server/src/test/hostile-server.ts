import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A workflow server that misbehaves on purpose, one way per path, and records every request it
 * gets (to check signatures, and that a redirect target is never reached).
 */
export class HostileServer {
  readonly received: ReceivedRequest[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({
          method: request.method ?? '',
          path,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        this.answer(path, response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get host() {
    return new URL(this.url).host;
  }

  requestsTo(path: string) {
    return this.received.filter((request) => request.path === path);
  }

  private answer(path: string, response: ServerResponse) {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (path) {
      case '/ok':
        return json(200, { summary: 'All done', items: ['a', 'b'] });
      case '/ordered':
        // Keys in an order jsonb would change (it sorts by length), nested ones too.
        return json(200, {
          summary: 'Scored',
          leads: [{ name: 'Ada', email: 'ada@example.com', score: 91, tier: 'A' }],
          z: 1,
          average_score: 91,
        });
      case '/slow':
        return void setTimeout(() => json(200, { summary: 'too late' }), 5_000).unref();
      case '/huge':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write(`{"summary":"${'x'.repeat(1024 * 1024)}`);
        return response.end('"}');
      case '/redirect':
        return response.writeHead(302, { location: `${this.url}/secret` }).end();
      case '/crash':
        return json(500, { error: 'The workflow failed unexpectedly.' });
      case '/malformed':
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary": "cut off');
      case '/reject':
        return json(422, { error: 'Invalid input: field "topic" must be at least 3 characters long.' });
      case '/missing':
        return response.writeHead(404).end();
      case '/accept':
        return json(202, { accepted: true });
      case '/with-file':
        return json(200, {
          summary: 'Report ready',
          output_file_url: `${this.url}/files/report.csv`,
          file_name: 'report.csv',
        });
      case '/with-missing-file':
        return json(200, { summary: 'Report ready', output_file_url: `${this.url}/files/gone.csv` });
      case '/files/report.csv':
        return response.writeHead(200, { 'content-type': 'text/csv' }).end('name,email\nAda,ada@example.com\n');
      default:
        return response.writeHead(404).end();
    }
  }

  async close() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
