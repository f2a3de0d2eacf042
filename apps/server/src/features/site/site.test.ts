import { eq } from 'drizzle-orm';
import { getFaqResponse, getSiteAddressResponse, getSiteStatsResponse, type GetFaqResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations, tokenPackages } from '../../platform/db/schema';
import { createAutomation, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const answer = (faq: GetFaqResponse, question: string) =>
  faq.sections.flatMap((s) => s.items).find((item) => item.question === question)?.answer;

describe('marketing counters and FAQ', () => {
  let t: TestApp;
  const faq = async (app = t) => getFaqResponse.parse((await app.app.inject('/api/site/faq')).json());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('the counters are real: users, published automations, runs and the share of finished runs that completed', async () => {
    const published = (await t.database.db.select().from(automations).where(eq(automations.status, 'published')))
      .length;
    const before = getSiteStatsResponse.parse((await t.app.inject('/api/site/stats')).json());
    // The demo account's two seeded runs (issue 15) completed.
    expect(before).toEqual({ users: 2, publishedAutomations: published, runs: 2, successRate: 100, welcomeCredit: 0 });

    const automation = await createAutomation(t.database.db);
    await createAutomation(t.database.db, { status: 'draft' });
    await createRuns(t.database.db, automation.id, ['completed', 'completed', 'completed', 'failed', 'pending']);
    const after = getSiteStatsResponse.parse((await t.app.inject('/api/site/stats')).json());
    expect(after).toEqual({
      users: 2,
      publishedAutomations: published + 1,
      runs: 7,
      successRate: 83,
      welcomeCredit: 0,
    });
  });

  it('the FAQ quotes every bundle on sale with its price, at 10 tokens per dollar', async () => {
    const price = answer(await faq(), 'How much do tokens cost?');
    expect(price).toBe(
      'Tokens come in bundles: Bucket — 100 tokens for $10; Crate — 250 tokens for $25; Vault — 500 tokens for $50; ' +
        'Truckload — 1,050 tokens (1,000 + 50 bonus) for $100; Shipment — 2,140 tokens (2,000 + 140 bonus) for $200. ' +
        'That is 10 tokens per dollar, with bonus tokens on the larger bundles.',
    );
    expect(answer(await faq(), 'What is the smallest purchase?')).toContain('start with $10, which buys 100 tokens');
  });

  it('a changed bundle changes the FAQ answer at once', async () => {
    await t.database.db.update(tokenPackages).set({ isActive: false }).where(eq(tokenPackages.label, 'Shipment'));
    const price = answer(await faq(), 'How much do tokens cost?');
    expect(price).not.toContain('Shipment');
    await t.database.db.update(tokenPackages).set({ isActive: true }).where(eq(tokenPackages.label, 'Shipment'));
  });

  it('the expiry answer follows TOKEN_EXPIRY_DAYS, including never', async () => {
    expect(answer(await faq(), 'Do tokens expire?')).toMatch(/^Tokens expire 90 days after purchase\./);
    const never = await createTestApp({ seed: true, env: { TOKEN_EXPIRY_DAYS: '0' } });
    try {
      expect(answer(await faq(never), 'Do tokens expire?')).toMatch(/^Tokens never expire/);
    } finally {
      await never.close();
    }
  });

  it('a developer finds how to run over the API, connect an AI assistant by MCP and get run events by webhook (issue 41)', async () => {
    const section = (await faq()).sections.find((s) => s.id === 'api-and-integrations');
    expect(section?.title).toBe('API & AI Assistants');
    expect(section?.items.map((item) => item.question)).toEqual([
      'Can I start runs from my own code?',
      'Can I connect an AI assistant?',
      'How do I hear when a run ends?',
    ]);
    const [api, mcp, webhooks] = section!.items.map((item) => item.answer);
    expect(api).toContain('Authorization: Bearer');
    expect(api).toContain('POST /api/runs');
    expect(mcp).toContain('/mcp');
    expect(webhooks).toContain('run.completed');
  });

  it('the FAQ names the support address from the settings', async () => {
    expect((await faq()).supportEmail).toBe('support@example.com');
  });

  it('tells pages the public address, without its trailing slash, so their example requests can be run as shown', async () => {
    const hosted = await createTestApp({ env: { PUBLIC_URL: 'https://basalt.example.com/' } });
    try {
      const response = await hosted.app.inject('/api/site/address');
      expect(response.statusCode).toBe(200);
      expect(getSiteAddressResponse.parse(response.json())).toEqual({ publicUrl: 'https://basalt.example.com' });
    } finally {
      await hosted.close();
    }
  });
});
