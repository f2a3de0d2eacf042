import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnBasalt, waitUntilReady } from '../support/basalt-process';

describe('running Basalt as an operator', () => {
  it('a second start on the same data folder exits with a clear message, and the first keeps its data', async () => {
    const first = await spawnBasalt();
    await waitUntilReady(first);
    const before = await (await fetch(`${first.url}/api/automations?limit=100`)).json();

    const second = await spawnBasalt({ DATA_DIR: first.dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Basalt process \(pid \d+\) is already using the data folder/);

    const after = await (await fetch(`${first.url}/api/automations?limit=100`)).json();
    expect(after).toEqual(before);
    expect(await first.stop()).toBe(0);

    // Reopened after a clean stop: the data is still there and is not seeded twice.
    const reopened = await spawnBasalt({ DATA_DIR: first.dataDir });
    await waitUntilReady(reopened);
    expect(await (await fetch(`${reopened.url}/api/automations?limit=100`)).json()).toEqual(before);
    await reopened.stop();
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'not-a-url' }],
  ])('bad configuration (%s) stops start-up with one line naming the variable', async (name, env) => {
    const basalt = await spawnBasalt(env);
    expect(await basalt.exited).toBe(1);
    const lines = basalt.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${name}=`);
  });

  it('ROLE=worker runs the job worker without serving HTTP, and ROLE=web serves HTTP', async () => {
    const worker = await spawnBasalt({ ROLE: 'worker' });
    const deadline = Date.now() + 30_000;
    while (!worker.output().includes('Basalt worker started') && Date.now() < deadline) {
      if (worker.child.exitCode !== null) throw new Error(worker.output());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(worker.output()).toContain('Basalt worker started');
    await expect(fetch(`${worker.url}/health`)).rejects.toThrow();
    expect(await worker.stop()).toBe(0);

    const web = await spawnBasalt({ ROLE: 'web', DATA_DIR: worker.dataDir });
    await waitUntilReady(web);
    expect(web.output()).toContain('role web');
    expect(await web.stop()).toBe(0);
  });

  it('SIGTERM lets an in-flight request finish, then closes the database and frees the folder', async () => {
    const basalt = await spawnBasalt();
    await waitUntilReady(basalt);
    const { port } = new URL(basalt.url);
    const body = JSON.stringify({
      run_id: '00000000-0000-4000-8000-000000000000',
      automation: { id: '00000000-0000-4000-8000-000000000001', slug: 'text-summary', name: 'Summary' },
      input: { text: 'Basalt runs automations. Users pay per use. Admins run the catalogue.' },
      files: [],
      callback_url: `${basalt.url}/callback`,
    });
    const socket = connect(Number(port), '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    // Headers and half the body now; the rest after the shutdown has begun.
    socket.write(
      `POST /sample-workflows/text-summary HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 40)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    basalt.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(40));
    await closed;
    // Answered in full (the samples take signed calls only, so the answer is their refusal).
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(response).toContain('signed calls from Basalt only');
    expect(await basalt.exited).toBe(0);
    expect(existsSync(join(basalt.dataDir, 'basalt.lock'))).toBe(false);
  });
});
