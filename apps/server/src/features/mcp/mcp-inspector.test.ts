import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse } from '@basalt/contracts';
import { createFundedUser, createRunTestApp, type RunTestApp } from '../../test/run-test-kit';

const run = promisify(execFile);
/** The official inspector's command line, as a developer runs it: `npx @modelcontextprotocol/inspector --cli`. */
const inspector = resolve(
  import.meta.dirname,
  '../../../../../node_modules/@modelcontextprotocol/inspector/cli/build/cli.js',
);

/** Issue 17.4: the MCP Inspector in CLI mode talks to /mcp with a key, as any MCP client would. */
describe('the MCP Inspector CLI against /mcp', () => {
  let t: RunTestApp;
  let key: string;
  beforeAll(async () => {
    t = await createRunTestApp();
    const { cookie } = await createFundedUser(t, 7);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Inspector', monthlyTokenCap: 50 },
    });
    key = (created.json() as CreateApiKeyResponse).key;
  });
  afterAll(async () => {
    await t.close();
  });
  const inspect = (...args: string[]) =>
    run(process.execPath, [inspector, '--cli', `${t.url}/mcp`, '--transport', 'http', ...args], { timeout: 60_000 });

  it('lists the tools and reads the balance with the key', async () => {
    const listed = await inspect('--method', 'tools/list', '--header', `Authorization: Bearer ${key}`);
    const { tools } = JSON.parse(listed.stdout) as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name)).toContain('run_automation');
    const called = await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'get_balance',
      '--header',
      `Authorization: Bearer ${key}`,
    );
    const result = JSON.parse(called.stdout) as { content: { text: string }[] };
    expect(JSON.parse(result.content[0]!.text)).toMatchObject({ balance_tokens: 7, key_monthly_cap_tokens: 50 });
  });

  it('without the key the inspector is refused', async () => {
    await expect(inspect('--method', 'tools/list')).rejects.toMatchObject({
      stderr: expect.stringContaining('UNAUTHENTICATED'),
    });
  });
});
