import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the server reads of Vite's build manifest: each source module's chunk and its static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] } | undefined>;

/** The browser build's manifest (`build.manifest` in apps/web/vite.config.ts), if the build wrote one. */
export function readBuildManifest(webRoot: string): BuildManifest | undefined {
  const file = join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
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
