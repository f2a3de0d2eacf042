import { join } from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { moduleChunks, startWithPage } from './start-with-page.ts';

const built = `<head>
    <script src="/theme-init.js"></script>
    <script src="/early-input.js"></script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>`;

/** The entry imports its two steps dynamically; they share the React chunk; the admin page is never a first step. */
const bundle = {
  'assets/index-a1.js': { type: 'chunk', imports: [], dynamicImports: ['assets/libs-b2.js', 'assets/start-c3.js'] },
  'assets/libs-b2.js': { type: 'chunk', imports: ['assets/react-e5.js'], dynamicImports: [] },
  'assets/start-c3.js': { type: 'chunk', imports: ['assets/react-e5.js'], dynamicImports: ['assets/admin-f6.js'] },
  'assets/react-e5.js': { type: 'chunk', imports: [], dynamicImports: [] },
  'assets/admin-f6.js': { type: 'chunk', imports: [], dynamicImports: [] },
  'assets/index-d4.css': { type: 'asset' },
};

const transform = (html: string) => {
  const plugin = startWithPage();
  (plugin.configResolved as (config: { publicDir: string; root: string; build: { ssr: boolean } }) => void)({
    publicDir: join(import.meta.dirname, 'public'),
    root: import.meta.dirname,
    build: { ssr: false },
  });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { bundle } as never) as string;
};

describe('the built page starts its app with the page (issue 37)', () => {
  it('keeps the entry a module script and preloads the chunks of its first steps, side by side', () => {
    const html = transform(built);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/libs-b2.js', '/assets/react-e5.js', '/assets/start-c3.js']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
  });

  it('inlines the theme and the early-input keeper as one script, without comments', () => {
    const html = transform(built);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("localStorage.getItem('basalt-theme')");
    expect(scripts[0]).toContain('window.basaltEarlyInput');
    expect(scripts[0]).not.toContain('//');
    expect(html).not.toContain('src="/theme-init.js"');
    expect(html).not.toContain('src="/early-input.js"');
    // The parsed script still runs.
    expect(() => new Function(scripts[0]!)).not.toThrow();
  });

  it('refuses a page it no longer recognises, rather than ship one whose taps are lost', () => {
    expect(() => transform(built.replace('<script src="/early-input.js"></script>', ''))).toThrow(/early-input/);
  });
});

describe('where each source module went (issue 37)', () => {
  it('names the chunk of every module of ours, shared chunks included, and leaves libraries out', () => {
    const root = '/app/apps/web';
    const chunks = moduleChunks(
      {
        'assets/runs-a1.js': {
          type: 'chunk',
          fileName: 'assets/runs-a1.js',
          moduleIds: [`${root}/src/features/runs/index.ts`],
        },
        // The result viewer, imported lazily by the automation page and statically by the run panel.
        'assets/result-viewer-b2.js': {
          type: 'chunk',
          fileName: 'assets/result-viewer-b2.js',
          moduleIds: [`${root}/src/components/result-viewer/index.ts`, `${root}/node_modules/marked/lib/marked.esm.js`],
        },
        'assets/index-c3.css': { type: 'asset', fileName: 'assets/index-c3.css' },
      },
      root,
    );
    expect(chunks).toEqual({
      'src/features/runs/index.ts': 'assets/runs-a1.js',
      'src/components/result-viewer/index.ts': 'assets/result-viewer-b2.js',
    });
  });
});
