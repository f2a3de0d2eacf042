import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A script element with no attributes: code, not a data block (JSON state, JSON-LD) or a file. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the built index.html:
 * the theme and the keeper of early taps, inlined by the build so that a phone's first paint waits
 * for no script file (apps/web/start-with-page.ts, decision 047). Any other inline script stays
 * refused, so script-src keeps its strength.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/** The hashes for the web app in webRoot; none without a built app. */
export function webAppScriptHashes(webRoot: string | undefined): string[] {
  const file = webRoot ? join(webRoot, 'index.html') : undefined;
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
