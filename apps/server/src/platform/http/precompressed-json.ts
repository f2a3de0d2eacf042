import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. A q of 0 refuses
 * an encoding and `*` stands for any not named (RFC 9110 §12.5.3).
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  // Browsers send one of a few fixed strings: each is read once.
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = readAcceptEncoding(acceptEncoding);
  if (chosen.size >= 100) chosen.clear();
  chosen.set(acceptEncoding, choice);
  return choice;
}

const chosen = new Map<string, ContentEncoding | null>();

function readAcceptEncoding(acceptEncoding: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * A JSON answer kept for many requests (the public catalogue): its bytes, and each compressed copy
 * made once, on the first request that accepts it. Compressing on every request cost more than
 * everything else the route does (issue 16's bench).
 */
export class PrecompressedJson {
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(readonly bytes: Buffer) {}

  static of(body: unknown): PrecompressedJson {
    return new PrecompressedJson(Buffer.from(JSON.stringify(body)));
  }

  in(encoding: ContentEncoding): Buffer {
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipSync(this.bytes, { level: 9 });
      this.encoded.set(encoding, copy);
    }
    return copy;
  }

  /**
   * The bytes and headers for a client's Accept-Encoding (compressed below a packet's size saves
   * nothing). The headers are one shared object per encoding, never to be changed.
   */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer; headers: Record<string, string> } {
    const encoding = this.bytes.length < 1024 ? null : chooseEncoding(acceptEncoding);
    if (!encoding) return { body: this.bytes, headers: JSON_HEADERS };
    return { body: this.in(encoding), headers: encoding === 'br' ? BROTLI_HEADERS : GZIP_HEADERS };
  }

  /**
   * Sends the answer as is: a Buffer skips the route's response serializer (the body was parsed
   * with that schema before it was kept) and a set Content-Encoding skips the compression hook.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { body, headers } = this.encodedFor(request.headers['accept-encoding']);
    return reply.headers(headers).send(body);
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
const BROTLI_HEADERS = { ...JSON_HEADERS, 'content-encoding': 'br' };
const GZIP_HEADERS = { ...JSON_HEADERS, 'content-encoding': 'gzip' };
