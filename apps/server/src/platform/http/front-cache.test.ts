import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { FrontCache } from './front-cache';
import { PrecompressedJson } from './precompressed-json';

/** What serve() wrote: the status and flat header lines given to writeHead, and the body. */
function visit(front: FrontCache, url: string, headers: Record<string, string> = {}) {
  const sent: { status?: number; lines?: unknown[]; body?: Buffer } = {};
  const response = {
    writeHead: (status: number, lines: unknown[]) => Object.assign(sent, { status, lines }),
    end: (body: Buffer) => Object.assign(sent, { body }),
  };
  const served = front.serve({ method: 'GET', url, headers } as IncomingMessage, response as unknown as ServerResponse);
  return { served, ...sent };
}

const answer = (body: unknown, freshUntil = Date.now() + 60_000) => ({
  payload: PrecompressedJson.of(body),
  headers: { 'x-frame-options': 'SAMEORIGIN', 'x-request-id': 'first-request', 'set-cookie': 'session=someone' },
  freshUntil,
  route: '/api/automations',
});

describe('FrontCache', () => {
  const log = pino({ level: 'silent' });

  it('answers a kept URL with the route headers, never the first request id or a cookie', () => {
    const front = new FrontCache(log);
    front.keep('/api/automations', answer({ automations: [] }), front.generation);
    const { served, status, lines, body } = visit(front, '/api/automations');
    expect(served).toBe(true);
    expect(status).toBe(200);
    expect(lines).toContain('x-frame-options');
    expect(lines).not.toContain('first-request');
    expect(lines).not.toContain('set-cookie');
    expect(JSON.parse(body!.toString())).toEqual({ automations: [] });
  });

  it('ignores an answer loaded before a catalogue change', () => {
    const front = new FrontCache(log);
    const before = front.generation;
    front.clear();
    front.keep('/api/automations', answer({ automations: ['old'] }), before);
    expect(visit(front, '/api/automations').served).toBe(false);
  });

  it('hands stale answers, other methods and API keys to the app', async () => {
    const front = new FrontCache(log);
    front.keep('/a', answer({}, Date.now() + 5), front.generation);
    front.keep('/b', answer({}), front.generation);
    expect(visit(front, '/b', { authorization: 'Bearer key' }).served).toBe(false);
    const head = front.serve({ method: 'HEAD', url: '/b', headers: {} } as IncomingMessage, {} as ServerResponse);
    expect(head).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(visit(front, '/a').served).toBe(false);
  });
});
