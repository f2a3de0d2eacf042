import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isForbiddenAddress } from './address-policy';
import {
  bareHostname,
  destinationOf,
  guardedLookup,
  OutboundError,
  refusedAddress,
  refusedByName,
  type OutboundPolicy,
} from './outbound-policy';

export interface OutboundRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whole exchange, connect to last byte. */
  timeoutMs: number;
  /** The answer is cut here and the call fails as response_too_large. */
  maxBytes: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The only way Basalt calls out (DESIGN §2.5): http(s) only, forbidden addresses refused on the
 * resolved address when the socket connects, redirects returned as they are (never followed), a
 * deadline for the whole exchange and a cap on the answer's size.
 */
export class OutboundClient {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 128 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 128 }),
  };

  constructor(readonly policy: OutboundPolicy) {}

  request(request: OutboundRequest): Promise<OutboundResponse> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.reject(new OutboundError('unreachable', 'The webhook URL is not a valid URL'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(new OutboundError('refused_address', 'Webhook URL must start with http:// or https://'));
    }
    const destination = destinationOf(url, this.policy);
    if (destination === 'own' || destination === 'reserved') return Promise.reject(refusedByName(destination));
    const allowed = destination === 'allowed';
    const hostname = bareHostname(url);
    // Sockets skip `lookup` for IP literals, so those are checked here.
    if (!allowed && isIP(hostname) && isForbiddenAddress(hostname)) return Promise.reject(refusedAddress(this.policy));

    return new Promise((resolve, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const outgoing = transport.request(url, {
        method: request.method,
        agent: this.agents[url.protocol as 'http:' | 'https:'],
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        lookup: allowed ? undefined : guardedLookup(this.policy),
      });
      let settled = false;
      const fail = (error: OutboundError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outgoing.destroy();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new OutboundError('timeout', `The automation did not answer within ${request.timeoutMs / 1000} s`)),
        request.timeoutMs,
      );
      outgoing.on('error', (error) => {
        if (error instanceof OutboundError) fail(error);
        else fail(new OutboundError('unreachable', 'The automation service could not be reached'));
      });
      outgoing.on('response', (incoming) => {
        const declared = Number(incoming.headers['content-length'] ?? 0);
        const tooLarge = () =>
          fail(
            new OutboundError('response_too_large', `The automation's answer is larger than ${request.maxBytes} bytes`),
          );
        if (declared > request.maxBytes) return tooLarge();
        const chunks: Buffer[] = [];
        let received = 0;
        incoming.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > request.maxBytes) return tooLarge();
          chunks.push(chunk);
        });
        incoming.on('error', () =>
          fail(new OutboundError('unreachable', 'The automation service closed the connection')),
        );
        incoming.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) });
        });
      });
      outgoing.end(body);
    });
  }

  close() {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}
