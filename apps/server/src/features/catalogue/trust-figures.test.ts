import { eq } from 'drizzle-orm';
import { datePublishedVersion } from '../../test/versions-test-kit';
import { getAutomationResponse, listAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations, runs } from '../../platform/db/schema';
import { createAccount, createAutomation, createCategory, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const completed = (count: number) => Array<'completed'>(count).fill('completed');

describe('trust on the page: runs in 30 days, success rate (D6) and last update (issue 41)', () => {
  let t: TestApp;
  const page = async (ref: string) => {
    const response = await t.app.inject(`/api/automations/${ref}`);
    expect(response.statusCode, response.body).toBe(200);
    return getAutomationResponse.parse(response.json()).automation;
  };
  const card = async (categoryName: string) => {
    const response = await t.app.inject({ url: '/api/automations', query: { category: categoryName } });
    return listAutomationsResponse.parse(response.json()).automations[0]!;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('with 9 finished runs a visitor sees the count but no rate; the 10th brings the real rate', async () => {
    const category = await createCategory(t.database.db);
    const automation = await createAutomation(t.database.db, { categoryId: category.id });
    // Unfinished and cancelled runs are not finished runs; runs older than 30 days are outside the window.
    await createRuns(t.database.db, automation.id, [...completed(8), 'failed', 'pending', 'running', 'cancelled']);
    await createRuns(t.database.db, automation.id, completed(6), { ageDays: 31 });

    expect(await page(automation.id)).toMatchObject({ runsLast30Days: 9, successRate: null });
    expect(await card(category.name)).toMatchObject({ runsLast30Days: 9, successRate: null });

    await createRuns(t.database.db, automation.id, ['completed'], { ageDays: 29 });
    expect(await page(automation.slug!)).toMatchObject({ runsLast30Days: 10, successRate: 90 });
    expect(await card(category.name)).toMatchObject({ runsLast30Days: 10, successRate: 90 });
  });

  it('a failed run whose tokens were refunded still counts as failed', async () => {
    const automation = await createAutomation(t.database.db);
    const { id: userId } = await createAccount(t.database.db);
    await createRuns(t.database.db, automation.id, completed(7), { userId });
    await t.database.db.insert(runs).values(
      Array.from({ length: 3 }, () => ({
        userId,
        automationId: automation.id,
        status: 'failed' as const,
        tokensCharged: 10,
        tokensRefunded: 10,
      })),
    );
    expect(await page(automation.id)).toMatchObject({ runsLast30Days: 10, successRate: 70 });
  });

  it("'Updated' is when its live version was published (issue 40), on the page and the card", async () => {
    const category = await createCategory(t.database.db);
    const automation = await createAutomation(t.database.db, { categoryId: category.id });
    const published = new Date('2026-11-03T23:30:00.000Z');
    await datePublishedVersion(t.database.db, automation.id, 1, published);
    await t.database.db.update(automations).set({ updatedAt: new Date() }).where(eq(automations.id, automation.id));
    expect((await page(automation.id)).updatedAt).toBe(published.toISOString());
    expect((await card(category.name)).updatedAt).toBe(published.toISOString());
  });
});
