import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 20_000;
const open = new Set<SseStream>();
let heartbeat: NodeJS.Timeout | undefined;

/**
 * One Server-Sent Events response. A single shared timer sends the keep-alive comment to every
 * open stream (proxies close silent connections), so each stream costs no timer of its own.
 */
export class SseStream {
  closed = false;
  private readonly onCloseHandlers: (() => void)[] = [];
  readonly server: FastifyInstance;

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    this.server = request.server;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    reply.raw.write('retry: 2000\n\n');
    request.raw.on('close', () => this.close());
    open.add(this);
    heartbeat ??= setInterval(() => open.forEach((stream) => stream.comment('ping')), HEARTBEAT_MS).unref();
  }

  /** `id` becomes the client's Last-Event-ID: a reconnect resumes after it. */
  send(event: string, data: unknown, id?: number) {
    if (this.closed) return;
    const idLine = id === undefined ? '' : `id: ${id}\n`;
    this.reply.raw.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string) {
    if (!this.closed) this.reply.raw.write(`: ${text}\n\n`);
  }

  onClose(handler: () => void) {
    this.onCloseHandlers.push(handler);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    open.delete(this);
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    this.onCloseHandlers.forEach((handler) => handler());
    this.reply.raw.end();
  }
}

/**
 * Ends every open stream of this server, so a stopping process is not held open by them until its shutdown
 * timeout. Browsers reconnect (retry: 2000), through the load balancer, to a process still running.
 */
export function closeAllSseStreams(server: FastifyInstance) {
  [...open].filter((stream) => stream.server === server).forEach((stream) => stream.close());
}
