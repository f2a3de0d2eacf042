import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface TestReceiverOptions {
  /** The status a path gets once its planned ones are used up (200 unless this says otherwise). */
  defaultStatus?: (path: string) => number;
}

/**
 * A loopback stand-in for a customer's endpoint (user webhooks, chat services' incoming webhooks):
 * records every POST and answers the next planned status for its path, then the path's default.
 */
export class TestReceiver {
  readonly received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  private readonly plans = new Map<string, number[]>();
  private readonly defaultStatus: (path: string) => number;
  private server?: Server;
  url = '';

  constructor({ defaultStatus = () => 200 }: TestReceiverOptions = {}) {
    this.defaultStatus = defaultStatus;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
        const status = this.plans.get(path)?.shift() ?? this.defaultStatus(path);
        response
          .writeHead(status, { 'content-type': 'text/plain' })
          .end(status === 204 ? undefined : status < 300 ? 'ok' : 'not now');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get host() {
    return new URL(this.url).host;
  }

  /** The next requests to `path` are answered with these statuses, in order. */
  plan(path: string, statuses: number[]) {
    this.plans.set(path, [...statuses]);
  }

  requestsTo(path: string) {
    return this.received.filter((request) => request.path === path);
  }

  /** The JSON bodies posted to `path`, in order. */
  bodiesTo(path: string): unknown[] {
    return this.requestsTo(path).map((request) => JSON.parse(request.body || 'null'));
  }

  close() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
