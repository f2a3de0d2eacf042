import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse, ListApiKeysResponse } from '@basalt/contracts';
import { newWebhookSecret } from '../../platform/outbound';
import { createAutomation } from '../../test/factories';
import { balanceOf, createFundedUser, createRunTestApp, type RunTestApp } from '../../test/run-test-kit';

/** Issue 17.4: a key's monthly cap is an agent's allowance, and racing starts cannot overspend it. */
describe("an API key's monthly spending cap", () => {
  let t: RunTestApp;
  beforeAll(async () => {
    t = await createRunTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function keyWithCap(tokens: number, monthlyTokenCap: number) {
    const { user, cookie } = await createFundedUser(t, tokens);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Agent', monthlyTokenCap },
    });
    expect(created.statusCode).toBe(201);
    const { key } = created.json() as CreateApiKeyResponse;
    return { user, cookie, headers: { authorization: `Bearer ${key}` } };
  }

  it('a user gives a key a cap when creating it and sees it in the list', async () => {
    const { cookie } = await keyWithCap(0, 500);
    const listed = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie } });
    expect((listed.json() as ListApiKeysResponse).apiKeys).toEqual([expect.objectContaining({ monthlyTokenCap: 500 })]);
  });

  it('10 concurrent starts with a key capped at 4 tokens start exactly two runs of 2 and charge 4', async () => {
    const { user, headers } = await keyWithCap(100, 4);
    // Queued runs count at their quote, so no worker is needed for the cap to hold.
    const automation = await createAutomation(t.database.db, {
      webhookUrl: `${t.url}/sample-workflows/noop`,
      webhookSecret: newWebhookSecret(),
      customFields: [],
      tokenCostPerRun: 2,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/runs',
          headers,
          payload: { automationId: automation.id, input: {} },
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 201 : answer.json().error.code));
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 'KEY_SPENDING_CAP_REACHED')).toHaveLength(8);
    expect(await balanceOf(t.database.db, user.id)).toBe(96);
  });
});
