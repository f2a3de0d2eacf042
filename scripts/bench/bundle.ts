import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './support/processes';
import type { Benchmark, BenchRow } from './support/types';

const TARGET_KB = 180;
const dist = join(repoRoot, 'apps/web/dist');

/** The pages the issue names, and the chunk a lazy route of theirs would load (none: in the entry). */
const pages = [
  { name: 'home (/)', lazyChunk: /^home-/ },
  { name: 'marketplace (/marketplace)', lazyChunk: /^marketplace-/ },
  // Issue 16: the third page visitors land on, from search engines and shared links.
  { name: 'automation page (/basalt/csv-data-cleaner)', lazyChunk: /^automation-page-/ },
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

/** The entry chunk, its modulepreloads and everything they import statically: what a first visit loads. */
function entryGraph(html: string): Set<string> {
  const roots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return closure(roots);
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
    const lazy = [...closure(findChunks(page.lazyChunk))].filter((file) => !entry.has(file));
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

function findChunks(pattern: RegExp): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryFile = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) return [];
  // A lazy page is a dynamic import("./home-xxxx.js") somewhere in the entry's graph.
  const code = readFileSync(join(dist, 'assets', entryFile), 'utf8');
  // Rolldown writes import(`./x.js`) with backquotes.
  return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)]
    .map((match) => match[1]!)
    .filter((file) => pattern.test(file));
}

export const bundleBenchmark: Benchmark = {
  name: 'bundle',
  needsServer: false,
  async run() {
    return { rows: measureBundles() };
  },
};
