import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inlineScriptHashes } from './inline-scripts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const startCode = 'document.documentElement.dataset.started = "yes";';
const page = `<!doctype html><html><head><script>${startCode}</script><script src="/theme-init.js"></script>
<script type="application/ld+json">{"@type":"Product"}</script></head><body><div id="root"></div></body></html>`;

describe('the built page’s inline scripts are allowed by their hash, and no other', () => {
  it('hashes only attribute-less script elements: not files, not data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([sha(startCode)]);
    expect(inlineScriptHashes('<html><head></head></html>')).toEqual([]);
  });

  describe('served', () => {
    let t: TestApp;
    beforeAll(async () => {
      const webRoot = mkdtempSync(join(tmpdir(), 'basalt-web-'));
      writeFileSync(join(webRoot, 'index.html'), page);
      t = await createTestApp({ webRoot });
    });
    afterAll(() => t.close());

    it("every response's script-src is 'self' and that hash", async () => {
      const response = await t.app.inject({ url: '/marketplace' });
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1];
      expect(scriptSrc).toBe(`'self' ${sha(startCode)}`);
      expect(response.body).toContain(startCode);
    });
  });
});
