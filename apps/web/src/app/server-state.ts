import type { DehydratedState } from '@tanstack/react-query';

/**
 * The id of the `<script type="application/json">` in which the server sends the query cache it
 * rendered with. A data block, not a script: the Content-Security-Policy stays script-src 'self'.
 */
export const SERVER_STATE_ID = 'basalt-state';

/** The cache the server rendered this page with, or null when the page came without one. */
export function readServerState(): DehydratedState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
