import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
const EARLY_INPUT_TAG = '<script src="/early-input.js"></script>';
const ENTRY_TAG = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/;

/** What the plugin reads of Rollup's output: chunks by file name, with the files they import. */
type Bundle = Record<string, { type: string; imports?: string[]; dynamicImports?: string[] } | undefined>;

/**
 * The built page starts its app with the page (issue 37, decision 047; it replaces issue 16's start
 * after the first paint, which left painted buttons dead for seconds on a phone):
 * - theme-init.js and early-input.js are inlined, as one script before the stylesheet: the theme is
 *   right at the first paint, and a tap or keystroke made before React listens is kept for the app;
 * - the entry stays a module script in the head (deferred: it runs once the HTML is parsed), and
 *   the chunks its first steps import (the libraries, then the app) are modulepreloaded, so they
 *   download side by side with the page instead of one after the other.
 * The server allows the inline script by its hash (platform/http/inline-scripts.ts) and adds the
 * page's own chunks (server-render.ts). In development index.html is served as written.
 */
export function startWithPage(): Plugin {
  let publicDir = '';
  let root = '';
  let ssr = false;
  return {
    name: 'basalt-start-with-page',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(moduleChunks(bundle as unknown as ChunksWithModules, root)),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = ENTRY_TAG.exec(html);
        if (!entry || !html.includes(THEME_INIT_TAG) || !html.includes(EARLY_INPUT_TAG)) {
          throw new Error('index.html no longer has the theme-init, early-input or entry script this plugin rewrites');
        }
        const inline = ['theme-init.js', 'early-input.js']
          .map((file) => minifyLines(readFileSync(join(publicDir, file), 'utf8')))
          .join('');
        const preloads = firstSteps((context.bundle ?? {}) as Bundle, entry[1]!)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        return html
          .replace(EARLY_INPUT_TAG, '')
          .replace(THEME_INIT_TAG, () => `<script>${inline}</script>`)
          .replace(ENTRY_TAG, (tag) => `${tag}${preloads}`);
      },
    },
  };
}

/**
 * The chunks the entry imports on its way to hydrating (it imports its steps dynamically, to
 * evaluate them in separate tasks), with everything those import statically.
 */
export function firstSteps(bundle: Bundle, entryFile: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = bundle[entryFile];
  for (const step of entry?.dynamicImports ?? []) visit(step);
  for (const imported of entry?.imports ?? []) found.add(imported);
  found.delete(entryFile);
  return [...found];
}

/** What the plugin reads of Rolldown's output chunks: the source modules each one holds. */
type ChunksWithModules = Record<string, { type: string; fileName: string; moduleIds?: string[] } | undefined>;

/**
 * Our source modules (as the manifest names them, `src/...`) and the chunk each one went into. The
 * server preloads a rendered page's lazy parts by their modules; Vite's manifest keys only a chunk's
 * entry module, so a part merged into a shared chunk would otherwise go unnamed (issue 37).
 */
export function moduleChunks(bundle: ChunksWithModules, root: string): Record<string, string> {
  const chunks: Record<string, string> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk?.type !== 'chunk') continue;
    for (const id of chunk.moduleIds ?? []) {
      const module = relative(root, id).split(sep).join('/');
      if (module.startsWith('src/')) chunks[module] = chunk.fileName;
    }
  }
  return chunks;
}

/** The file's code without its comments and indentation; it is written for reading, not size. */
function minifyLines(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('');
}
