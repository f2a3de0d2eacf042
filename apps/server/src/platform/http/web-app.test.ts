import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

describe('serving the built web app', () => {
  const app = Fastify();
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Basalt</title>');
    writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(root, 'favicon.svg'), '<svg/>');
    await registerWebApp(app, root);
    app.get('/api/automations', () => ({ automations: [] }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/', '/marketplace', '/basalt/text-summary', '/no/such/page?x=1'])(
    'a browser asking for %s gets the app page, never cached',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Basalt</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashed assets are served and cached for a year', async () => {
    const response = await app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('a missing file is a 404, not the app page', async () => {
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it('API routes are never shadowed by the page fallback', async () => {
    expect((await app.inject('/api/automations')).json()).toEqual({ automations: [] });
    expect((await app.inject('/api/unknown')).statusCode).toBe(404);
  });
});

describe('serving pages through a page renderer', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-web-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Basalt</title>');
    await registerWebApp(app, root, {
      renderPage: async (request, template) => {
        if (request.url.startsWith('/broken')) throw new Error('database down');
        return { statusCode: request.url === '/gone' ? 404 : 200, html: template.replace('Basalt', request.url) };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('each page gets the HTML and status its renderer gives', async () => {
    expect((await app.inject('/about')).body).toContain('<title>/about</title>');
    const gone = await app.inject('/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('text/html');
  });

  it('a renderer failure still serves the plain app page, so the app can load', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Basalt</title>');
  });
});

describe('serving server-rendered pages', () => {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } });
  const template = '<!doctype html><html><head><title>Basalt</title></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-web-'));
    writeFileSync(join(root, 'index.html'), template);
    await registerWebApp(app, root, {
      renderPage: async (request, page) => ({ statusCode: request.url === '/gone' ? 404 : 200, html: page }),
      serverRender: async ({ url }) => {
        if (url === '/broken') throw new Error('a component threw');
        if (url === '/dashboard') return null;
        return {
          html: `<main>Page ${url} for $10 ($&amp;)</main>`,
          data: '<script type="application/json">{}</script>',
        };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a public page arrives with its markup inside #root and its data at the end of the body', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '<!doctype html><html><head><title>Basalt</title></head><body><div id="root"><main>Page /about for $10 ($&amp;)</main></div>' +
        '<script type="application/json">{}</script></body></html>',
    );
  });

  it('a page the web app renders in the browser arrives as the empty app page', async () => {
    expect((await app.inject('/dashboard')).body).toBe(template);
  });

  it('a page that is not found keeps its status and renders in the browser', async () => {
    const response = await app.inject('/gone');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(template);
  });

  it('a page whose rendering fails still arrives, to render in the browser, and the failure is logged', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(template);
    expect(logged.join('\n')).toContain('server rendering failed');
    expect(logged.join('\n')).toContain('a component threw');
  });

  it('a page asked for with cookies may be rendered for that visitor, so no shared cache keeps it', async () => {
    expect((await app.inject({ url: '/about', headers: { cookie: 'session=abc' } })).headers['cache-control']).toBe(
      'private, no-cache',
    );
    expect((await app.inject('/about')).headers['cache-control']).toBe('no-cache');
  });
});

describe("preloading a rendered page's chunks (issue 37)", () => {
  const app = Fastify();
  // The entry and its first steps are already in the template (apps/web/start-with-page.ts).
  const template =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>';
  const manifest = {
    'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
    // A chunk the build shares between lazy parts: the manifest knows it only by its hashed name.
    '_viewer-Xy3.js': { file: 'assets/viewer-Xy3.js', imports: ['_react-1.js'] },
    'src/features/automation-page/index.ts': { file: 'assets/automation-page-1.js', imports: ['_react-1.js'] },
    'src/features/runs/index.ts': { file: 'assets/runs-1.js', imports: ['_form-1.js', '_react-1.js'] },
  };
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-web-'));
    writeFileSync(join(root, 'index.html'), template);
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(root, '.vite', 'module-chunks.json'),
      JSON.stringify({ 'src/components/result-viewer/index.ts': 'assets/viewer-Xy3.js' }),
    );
    await registerWebApp(app, root, {
      serverRender: async ({ url }) => ({
        html: '<main>Automation</main>',
        data: '',
        // As entry-server.tsx reports them: a signed-in visit renders the run panel too.
        modules: [
          'src/features/automation-page/index.ts',
          ...(url.includes('signed-in') ? ['src/features/runs/index.ts'] : []),
          ...(url.includes('sample') ? ['src/components/result-viewer/index.ts'] : []),
          'src/no/such/module.ts',
        ],
      }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it("names the page's chunk in the head, besides what the template already preloads", async () => {
    const html = (await app.inject('/basalt/csv')).body;
    expect(preloadsOf(html)).toEqual(['/assets/react-1.js', '/assets/automation-page-1.js']);
    expect(html.indexOf('automation-page-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a page rendered with the run panel preloads its chunk and the chunks it imports, each once', async () => {
    expect(preloadsOf((await app.inject('/basalt/csv?signed-in')).body)).toEqual([
      '/assets/react-1.js',
      '/assets/automation-page-1.js',
      '/assets/runs-1.js',
      '/assets/form-1.js',
    ]);
  });

  it('a part the build merged into a shared chunk is preloaded by that chunk, found through module-chunks.json', async () => {
    expect(preloadsOf((await app.inject('/basalt/csv?sample')).body)).toEqual([
      '/assets/react-1.js',
      '/assets/automation-page-1.js',
      '/assets/viewer-Xy3.js',
    ]);
  });

  it('the manifest itself is not served', async () => {
    expect((await app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
