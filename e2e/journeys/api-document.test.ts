import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot, spawnBasalt, type BasaltProcess } from '../support/basalt-process';
import { createFreshDatabase, waitForOutput } from '../support/topology';

/** The paths of the requests a Basalt process logged, in the order they came. */
const requestsLogged = (basalt: BasaltProcess) =>
  basalt
    .output()
    .split('\n')
    .filter((line) => line.includes('"incoming request"'))
    .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);

/** What the README tells an integrator to run: a typed client from the live document's URL. */
function generateClient(documentUrl: string): string {
  const output = join(mkdtempSync(join(tmpdir(), 'basalt-client-')), 'schema.d.ts');
  const generated = spawnSync('npx', ['--no-install', 'openapi-typescript', documentUrl, '--output', output], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(generated.status, generated.stderr).toBe(0);
  return readFileSync(output, 'utf8');
}

/** Its first request after start-up is the API document, as an integrator's first look would be. */
async function expectDocumentOnFirstRequest(basalt: BasaltProcess) {
  await waitForOutput(basalt, 'Basalt is running at', 120_000);
  const response = await fetch(`${basalt.url}/api/docs/json`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(requestsLogged(basalt)).toEqual(['/api/docs/json']);
  const document = (await response.json()) as { paths: Record<string, unknown>; components: { schemas: object } };
  expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['AutomationDetail', 'Run']));
  const client = generateClient(`${basalt.url}/api/docs/json`);
  expect(client).toContain('"/api/runs": {');
  expect(client).toContain('CustomField: {');
}

// Issue 38.1: the document failed (500) on a fresh process until an automation page was rendered.
// A first start migrates and seeds its database before it listens: minutes on a busy CI machine.
describe('the live API document', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a fresh `npm start` answers /api/docs/json first time, and a client is generated from that URL', async () => {
    const basalt = await spawnBasalt();
    cleanups.push(() => basalt.stop('SIGKILL'));
    await expectDocumentOnFirstRequest(basalt);
  }, 180_000);

  it('a fresh ROLE=web process on PostgreSQL does the same', async () => {
    const database = await createFreshDatabase('basalt_api_document');
    cleanups.push(database.drop);
    const port = String(await freePort());
    const basalt = await spawnBasalt({ ROLE: 'web', DATABASE_URL: database.url, PORT: port });
    cleanups.push(() => basalt.stop('SIGKILL'));
    await expectDocumentOnFirstRequest(basalt);
  }, 180_000);
});
