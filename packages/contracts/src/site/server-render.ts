/**
 * What the web app's server-rendering bundle (apps/web/src/app/entry-server.tsx, built to
 * apps/web/dist-ssr/entry-server.js) offers the server (apps/server/src/platform/http/server-render.ts).
 */
export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/marketplace?q=csv`. */
  url: string;
  /** Answers the app's API calls (`/api/...`) inside the server, with the visitor's cookies. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
}

export interface ServerRenderResult {
  /** The page's markup, to put inside `<div id="root">`. */
  html: string;
  /** A `<script type="application/json">` with the data the page was rendered with, for hydration. */
  data: string;
  /**
   * The lazily loaded modules the page rendered with (its page, its parts), as the client build's
   * manifest names them: the server has the browser preload their chunks with the page (issue 37).
   */
  modules?: string[];
}

/** Null when the page is not one the server renders (signed-in screens, unknown paths). */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;
