import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './support/processes';
import type { Benchmark, BenchRow } from './support/types';

const TARGET_KB = 180;
const dist = join(repoRoot, 'apps/web/dist');

/**
 * The pages the issue names, the chunk a lazy route of theirs loads, and the lazy parts a visitor's
 * page has in its server markup (loaded before hydrating, so initial too).
 */
const pages = [
  { name: 'home (/)', lazyChunk: /^home-/ },
  { name: 'marketplace (/marketplace)', lazyChunk: /^marketplace-/ },
  // Issue 16: the third page visitors land on, from search engines and shared links. Its sample
  // output is the result viewer (components/result-viewer), a lazy part.
  { name: 'automation page (/basalt/csv-data-cleaner)', lazyChunk: /^automation-page-|^result-viewer-/ },
];

/** Static imports of a built chunk (`import … from "./x.js"`, minified `import{a}from"./x.js"`, `import "./x.js"`), as asset file names. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}

/** Dynamic imports of a built chunk; Rolldown writes import(`./x.js`) with backquotes. */
function dynamicImports(file: string): string[] {
  const code = readFileSync(join(dist, 'assets', file), 'utf8');
  return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!);
}

/**
 * What every first visit loads: each script the page names (the inline start script's entry and
 * chunk list, decision 034), the entry's own dynamic imports (main.tsx always loads the libraries
 * and the app, in two steps), and everything they import statically.
 */
function entryGraph(html: string): Set<string> {
  const named = [...html.matchAll(/\/assets\/([^"'`\s]+\.js)/g)].map((match) => match[1]!);
  const entry = /import\("\/assets\/([^"]+\.js)"\)/.exec(html)?.[1] ?? /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  return closure([...named, ...(entry ? dynamicImports(entry) : [])]);
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, 'assets', file))).length, 0) / 1000;

/**
 * Initial JavaScript per page from the build output (apps/web/dist, `npm run build`): the entry
 * script, its modulepreloads and their static imports, plus the page's own lazy chunk if it has one;
 * gzip at zlib's default level, as a server compressing on the fly sends it.
 */
export function measureBundles(): BenchRow[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  const entry = entryGraph(readFileSync(join(dist, 'index.html'), 'utf8'));
  const rows: BenchRow[] = [];
  for (const page of pages) {
    const lazy = [...closure(findChunks(entry, page.lazyChunk))].filter((file) => !entry.has(file));
    const size = gzipKb([...entry, ...lazy]);
    rows.push({
      name: `initial JavaScript, ${page.name}`,
      value: `${size.toFixed(1)} kB gzip`,
      target: `< ${TARGET_KB} kB`,
      met: size < TARGET_KB,
      note: `${entry.size + lazy.length} chunks${lazy.length === 0 ? ' (page in the entry chunk)' : ''}`,
    });
  }
  return rows;
}

/**
 * The lazy chunks matching pattern: dynamic imports in the entry's graph (the router's pages), then in
 * what those pull in (a page's lazy parts), until no new one appears.
 */
function findChunks(entry: Set<string>, pattern: RegExp): string[] {
  const found = new Set<string>();
  let searched = new Set<string>();
  let frontier = [...entry];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const file of frontier) {
      for (const chunk of dynamicImports(file)) {
        if (!pattern.test(chunk) || found.has(chunk)) continue;
        found.add(chunk);
        next.push(chunk);
      }
    }
    searched = new Set([...searched, ...frontier]);
    frontier = [...closure(next)].filter((file) => !searched.has(file));
  }
  return [...found];
}

export const bundleBenchmark: Benchmark = {
  name: 'bundle',
  needsServer: false,
  async run() {
    return { rows: measureBundles() };
  },
};
