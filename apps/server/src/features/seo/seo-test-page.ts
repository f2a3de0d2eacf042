import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A web root shaped like Vite's build output (multi-line description meta, empty #root). */
export function createTestWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'basalt-seo-'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Basalt — generic</title>
    <meta
      name="description"
      content="Generic description."
    />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return root;
}

/** Parsed JSON-LD; loosely typed so that assertions can walk into it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only reading of untyped JSON
export type JsonLd = Record<string, any>;

/** Every JSON-LD block of a page, parsed from the raw HTML as a crawler without JavaScript would. */
export function jsonLdOf(page: string): JsonLd[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as JsonLd,
  );
}

export const tagContent = (page: string, pattern: RegExp) => page.match(pattern)?.[1];
export const canonicalOf = (page: string) => tagContent(page, /<link rel="canonical" href="([^"]*)"/);
export const titleOf = (page: string) => tagContent(page, /<title>([^<]*)<\/title>/);
export const isNoindex = (page: string) => page.includes('<meta name="robots" content="noindex, nofollow" />');
