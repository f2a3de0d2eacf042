import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './catalogue-reader';

type KeptAnswer = Pick<CachedAnswer<unknown>, 'payload' | 'freshUntil'>;

/**
 * The public catalogue's answers kept by URL, sent from the routes' onRequest hook: a repeat request
 * skips validation, the preHandler hooks and the handler's own lookup, and still passes every other
 * hook Fastify runs (security headers, request id, compression, logging, metrics), so a hook added
 * later applies to kept answers too (issue 36; decision 037 had answered before Fastify saw them).
 * Only a GET without Authorization is answered: an API key's request goes through its quota. An
 * answer is kept no longer than the catalogue's own cache keeps it; clear() (a catalogue change) drops
 * them all, and keep() ignores an answer loaded before the last clear().
 */
export class AnswersByUrl {
  private readonly answers = new Map<string, KeptAnswer>();
  private generationNow = 0;

  constructor(private readonly maxAnswers = 1000) {}

  /** Read before loading an answer; keep() takes it back to tell whether a change came in between. */
  get generation(): number {
    return this.generationNow;
  }

  keep(url: string, answer: KeptAnswer, generation: number): void {
    if (generation !== this.generationNow || answer.freshUntil <= Date.now()) return;
    if (this.answers.size >= this.maxAnswers) this.answers.clear();
    this.answers.set(url, { payload: answer.payload, freshUntil: answer.freshUntil });
  }

  clear(): void {
    this.answers.clear();
    this.generationNow += 1;
  }

  /** A route's onRequest hook: sends the kept answer for this URL, if any; otherwise the route runs. */
  readonly sendKept = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const kept = this.answers.get(request.url);
    if (!kept) return;
    if (kept.freshUntil <= Date.now()) {
      this.answers.delete(request.url);
      return;
    }
    return kept.payload.send(request, reply);
  };
}
