import { join } from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint.ts';

const built = `<head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/button-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>`;

const transform = (html: string) => {
  const plugin = startAfterFirstPaint();
  (plugin.configResolved as (config: { publicDir: string }) => void)({
    publicDir: join(import.meta.dirname, 'public'),
  });
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {} as never) as string;
};

describe('the built page starts its app after the first paint (issue 16)', () => {
  it('leaves the stylesheet as the only file the first paint waits for', () => {
    const html = transform(built);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
  });

  it('inlines the theme and starts the entry with its chunks from one inline script', () => {
    const scripts = [...transform(built).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("localStorage.getItem('basalt-theme')");
    expect(scripts[0]).toContain('import("/assets/index-a1.js")');
    expect(scripts[0]).toContain('["/assets/react-b2.js","/assets/button-c3.js"]');
    expect(scripts[0]).toContain('first-contentful-paint');
    expect(scripts[0]).not.toContain('//');
  });

  it('refuses a page it no longer recognises, rather than ship one that never starts', () => {
    expect(() => transform(built.replace('<script src="/theme-init.js"></script>', ''))).toThrow(/theme-init/);
  });
});
