import net from 'node:net';

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive HTTP/1.1 connection that sends one request at a time and reads its whole answer:
 * the runs benchmark's load generator. It shares the 2 cores with Basalt, and what it takes is not
 * Basalt's capacity: node:http's client (parser, agent, streams) took 0.5 ms of CPU per run where
 * Basalt's web process took 1.9, this takes 0.3. It needs a Content-Length on every answer (Fastify
 * sends one for JSON) and says so when one comes without.
 */
export class KeptAliveLane {
  #pending: Buffer = Buffer.alloc(0);
  #settle?: (status: number | Error) => void;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', (error) => this.#settle?.(error));
    socket.on('close', () => this.#settle?.(new Error('the server closed a kept-alive connection')));
  }

  static open(url: URL): Promise<KeptAliveLane> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => resolve(new KeptAliveLane(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends `head` (request line and headers, without the blank line) and `body`; answers the status. */
  send(head: string, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#settle = (outcome) => {
        this.#settle = undefined;
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      this.socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  close() {
    this.socket.destroy();
  }

  #read(chunk: Buffer) {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    const headersEnd = this.#pending.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const headers = this.#pending.toString('latin1', 0, headersEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(headers);
    if (!length) {
      this.#settle?.(new Error(`an answer without Content-Length:\n${headers}`));
      return;
    }
    const end = headersEnd + HEADERS_END.length + Number(length[1]);
    if (this.#pending.length < end) return;
    this.#pending = this.#pending.subarray(end);
    this.#settle?.(Number(headers.slice(9, 12)));
  }
}
