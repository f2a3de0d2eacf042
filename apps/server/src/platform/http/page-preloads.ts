import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the server reads of Vite's build manifest: each source module's chunk and its static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] } | undefined>;

/**
 * The browser build's manifest (`build.manifest` in apps/web/vite.config.ts), if the build wrote one,
 * with a key for every source module the build put inside a shared chunk: Vite's manifest names
 * such a chunk only by its hashed file (the result viewer shares one with the run panel), so the
 * build also writes where each module went (.vite/module-chunks.json, apps/web/start-with-page.ts).
 */
export function readBuildManifest(webRoot: string): BuildManifest | undefined {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  const moduleChunksFile = join(webRoot, '.vite', 'module-chunks.json');
  if (!existsSync(moduleChunksFile)) return manifest;
  const byFile = new Map(Object.values(manifest).flatMap((chunk) => (chunk ? [[chunk.file, chunk] as const] : [])));
  const moduleChunks = JSON.parse(readFileSync(moduleChunksFile, 'utf8')) as Record<string, string>;
  for (const [module, chunkFile] of Object.entries(moduleChunks)) manifest[module] ??= byFile.get(chunkFile);
  return manifest;
}

/**
 * The <link rel="modulepreload"> tags for the chunks of the modules a page rendered with (its lazy
 * page, its lazy parts such as the run panel) and everything they import statically (issue 37).
 * Without them the browser finds each chunk only once the one before it has run: the entry, then
 * the page, then the run panel, one download after the other on a phone's network. Chunks the
 * template already loads or preloads (the entry and its first steps) are left out.
 */
export function pagePreloads(manifest: BuildManifest, modules: readonly string[], template: string): string {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files]
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
