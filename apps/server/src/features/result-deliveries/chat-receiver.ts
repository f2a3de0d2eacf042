import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What each service answers a good post with: Slack 200 "ok", Discord 204, Teams' Workflows 202. */
const successes: Record<string, number> = { slack: 200, discord: 204, teams: 202 };

/**
 * A loopback stand-in for the chat services' incoming webhooks (tests): records each POST's JSON,
 * answers planned statuses for a path first, then the success of the service its path starts with
 * (`/slack/…`, `/discord/…`, `/teams/…`).
 */
export class ChatReceiver {
  readonly received: { path: string; body: unknown }[] = [];
  private readonly plans = new Map<string, number[]>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
        const status = this.plans.get(path)?.shift() ?? successes[path.split('/')[1] ?? ''] ?? 200;
        response.writeHead(status).end(status === 204 ? undefined : status < 300 ? 'ok' : 'invalid_token');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get host() {
    return new URL(this.url).host;
  }

  /** The next posts to `path` are answered with these statuses, in order. */
  plan(path: string, statuses: number[]) {
    this.plans.set(path, [...statuses]);
  }

  bodiesTo(path: string) {
    return this.received.filter((request) => request.path === path).map((request) => request.body);
  }

  close() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
