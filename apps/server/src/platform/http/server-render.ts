import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '@basalt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's server-rendering bundle (`vite build --ssr`), built beside the browser's `dist`. */
export function serverRenderEntry(webRoot: string): string | undefined {
  const entry = join(webRoot, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(entry) ? entry : undefined;
}

export async function loadServerRender(entry: string): Promise<ServerRender> {
  const module = (await import(pathToFileURL(entry).href)) as { render?: unknown };
  if (typeof module.render !== 'function') throw new Error(`${entry} exports no render function`);
  return module.render as ServerRender;
}

/**
 * Renders one page's markup. The app's API calls go through app.inject: the same routes, guards
 * and caches as the browser's calls, with the visitor's cookies and the page's request id.
 */
export function renderPageBody(
  app: FastifyInstance,
  render: ServerRender,
  request: FastifyRequest,
): Promise<ServerRenderResult | null> {
  const fetch: ServerRenderRequest['fetch'] = async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        'x-request-id': request.id,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
  return render({ url: request.url, fetch });
}
