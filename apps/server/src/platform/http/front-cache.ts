import type { IncomingMessage, ServerResponse } from 'node:http';
import { urlForLog, type Logger } from '../logger';
import type { PrecompressedJson } from './precompressed-json';
import { requestIdFor } from './request-id';

type Headers = Record<string, string | number | string[] | undefined>;

interface KeptAnswer {
  payload: PrecompressedJson;
  /** What the route's hooks set (security headers): sent again as they were. */
  headers: Headers;
  freshUntil: number;
  /** The route's pattern, for the latency metric. */
  route: string;
}

/** A kept answer's header lines as Node's writeHead takes them flat, made once per encoding. */
type HeaderLines = (string | number | string[])[];
/** PrecompressedJson's headers for one encoding (one object per encoding), naming its header lines. */
type EncodingHeaders = Record<string, string>;

const LOGGED_LEVELS = new Set(['info', 'debug', 'trace']);

/** Called for every answer the front cache sends, as Fastify's onResponse hook is for its own. */
export type FrontCacheServed = (route: string, seconds: number) => void;

/**
 * Public answers that are the same for every visitor (the catalogue), answered before Fastify sees
 * the request, for a URL its route has answered already with a kept answer. Routing, validation and
 * seven hooks cost more than twice the answer itself on the hottest public route (decision 037).
 * Only a GET without Authorization is answered here: an API key's request goes through its quota.
 * An answer is kept no longer than the route's own cache keeps it, and clear() (a catalogue change)
 * drops them all; keep() ignores an answer loaded before the last clear().
 */
export class FrontCache {
  private readonly answers = new Map<string, KeptAnswer & { lines: Map<EncodingHeaders, HeaderLines> }>();
  private generationNow = 0;
  onServed: FrontCacheServed = () => {};

  constructor(
    private readonly log: Logger,
    private readonly maxAnswers = 1000,
  ) {}

  /** Read before loading an answer; keep() takes it back to tell whether a change came in between. */
  get generation(): number {
    return this.generationNow;
  }

  /** Keeps a route's answer for `url`, with the headers its hooks set, unless a change came since `generation`. */
  keep(url: string, { payload, headers, freshUntil, route }: KeptAnswer, generation: number) {
    if (generation !== this.generationNow || freshUntil <= Date.now()) return;
    if (this.answers.size >= this.maxAnswers) this.answers.clear();
    // Per request or per encoding; a cookie is never someone else's to send.
    const {
      'x-request-id': _perRequest,
      'content-length': _length,
      'content-type': _type,
      'content-encoding': _encoding,
      vary: _vary,
      'set-cookie': _cookie,
      ...routeHeaders
    } = headers;
    this.answers.set(url, { payload, headers: routeHeaders, freshUntil, route, lines: new Map() });
  }

  clear(): void {
    this.answers.clear();
    this.generationNow += 1;
  }

  /** Answers the request when it can; false hands it on to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return false;
    const url = request.url ?? '';
    const kept = this.answers.get(url);
    if (!kept) return false;
    if (kept.freshUntil <= Date.now()) {
      this.answers.delete(url);
      return false;
    }
    const started = performance.now();
    const requestId = requestIdFor(request);
    const { body, headers } = kept.payload.encodedFor(request.headers['accept-encoding']);
    let lines = kept.lines.get(headers);
    if (!lines) {
      lines = Object.entries({ ...kept.headers, ...headers }).flatMap(([name, value]) =>
        value === undefined ? [] : [name, value],
      );
      kept.lines.set(headers, lines);
    }
    response.writeHead(200, [...lines, 'content-length', body.length, 'x-request-id', requestId] as string[]);
    response.end(body);
    this.onServed(kept.route, (performance.now() - started) / 1000);
    // Fastify's own "request completed" line, for logs read at info level.
    if (LOGGED_LEVELS.has(this.log.level)) {
      const req = { method: 'GET', url: urlForLog(url) };
      this.log.info({ reqId: requestId, req, res: { statusCode: 200 } }, 'answered from the front cache');
    }
    return true;
  }
}
