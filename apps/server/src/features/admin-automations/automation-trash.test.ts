import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, automationSearchWords, automations, configurations, runs } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory, createRuns } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeExpiredTrash } from './automation-trash.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let customer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true, fullName: 'Ada Admin' });
  customer = await createSignedInUser(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY_MS = 86_400_000;
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const tag = () => `trash${crypto.randomUUID().slice(0, 8)}`;
/** A made-up word of letters only, as the typo vocabulary keeps (no digits). */
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const inVocabulary = async (word: string) =>
  (await db().select().from(automationSearchWords).where(eq(automationSearchWords.word, word))).length > 0;
const searchFor = async (word: string) =>
  (await t.app.inject({ url: `/api/automations?q=${word}` })).json().automations.map((a: { name: string }) => a.name);
const startRun = (automationId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/runs',
    headers: { cookie: customer.cookie },
    payload: { automationId, input: {}, idempotencyKey: crypto.randomUUID() },
  });
const trash = async () => (await api('GET', '/api/admin/automations/trash')).json().automations;
const auditsOf = (automationId: string) =>
  db()
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetAutomationId, automationId))
    .orderBy(adminActions.createdAt);
const saveConfiguration = async (automationId: string) => {
  const [row] = await db()
    .insert(configurations)
    .values({ userId: customer.user.id, automationId, configName: 'Weekly list', configData: {} })
    .returning();
  return row!;
};
/** Moves the delete back in time, as if it happened `days` ago. */
const trashedDaysAgo = (automationId: string, days: number) =>
  db()
    .update(automations)
    .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(automations.id, automationId));

describe('an admin deletes an automation by mistake', () => {
  it('it leaves the marketplace, its page, the sitemap and run starts, but stays in the trash with its runs and configurations', async () => {
    const word = tag();
    const live = await createAutomation(db(), { name: `Email List Checker ${word}`, description: `Checks ${word}` });
    await createRuns(db(), live.id, ['completed'], { userId: customer.user.id });
    const configuration = await saveConfiguration(live.id);
    expect(await searchFor(word)).toEqual([live.name]);

    const deleted = await api('DELETE', `/api/admin/automations/${live.id}`);
    expect(deleted.json()).toEqual({ deleted: 1 });

    expect(await searchFor(word)).toEqual([]);
    expect((await t.app.inject(`/api/automations/${live.slug}`)).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain(live.slug!);
    const refused = await startRun(live.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    const adminList = (await api('GET', `/api/admin/automations?q=${word}`)).json();
    expect(adminList.automations).toEqual([]);

    const [inTrash] = (await trash()).filter((row: { id: string }) => row.id === live.id);
    expect(inTrash).toMatchObject({
      name: live.name,
      status: 'published',
      runCount: 1,
      deletedBy: { id: admin.user.id, name: 'Ada Admin' },
    });
    expect(new Date(inTrash.purgeAt).getTime() - new Date(inTrash.deletedAt).getTime()).toBe(30 * DAY_MS);
    expect(await db().select().from(runs).where(eq(runs.automationId, live.id))).toHaveLength(1);
    expect(await db().select().from(configurations).where(eq(configurations.id, configuration.id))).toHaveLength(1);
    const [audit] = await auditsOf(live.id);
    expect(audit).toMatchObject({ actionType: 'delete_automation', adminUserId: admin.user.id });
    expect(audit!.details).toMatchObject({ automationName: live.name, status: 'published', runsKept: 1 });

    // In the trash it is read-only, and a second delete finds nothing to delete.
    expect((await api('GET', `/api/admin/automations/${live.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/admin/automations/${live.id}`)).statusCode).toBe(404);
  });

  it('restores it as it was: published again under the same address, found by search, runs start', async () => {
    const word = letters();
    const live = await createAutomation(db(), { name: `Invoice Reader ${word}` });
    expect(await inVocabulary(word)).toBe(true);
    await api('POST', '/api/admin/automations/bulk-delete', { ids: [live.id] });
    expect(await searchFor(word)).toEqual([]);
    // A typo must not be corrected towards a word only the trash still has.
    expect(await inVocabulary(word)).toBe(false);

    const restored = await api('POST', `/api/admin/automations/${live.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ automation: { id: live.id, name: live.name, status: 'published' } });

    expect(await searchFor(word)).toEqual([live.name]);
    expect(await inVocabulary(word)).toBe(true);
    expect((await t.app.inject(`/api/automations/${live.slug}`)).json().automation.id).toBe(live.id);
    // Found again: refused now only for the missing webhook, not as a missing automation.
    expect((await startRun(live.id)).json().error.code).not.toBe('NOT_FOUND');
    expect((await trash()).map((row: { id: string }) => row.id)).not.toContain(live.id);
    const audits = await auditsOf(live.id);
    expect(audits.map((audit) => audit.actionType)).toEqual(['delete_automation', 'restore_automation']);
    expect(audits[1]!.details).toMatchObject({ automationName: live.name, status: 'published' });
    expect((await api('POST', `/api/admin/automations/${live.id}/restore`)).statusCode).toBe(404);
  });

  it('keeps the slug reserved while in the trash, so a new automation cannot take its address', async () => {
    const trashed = await createAutomation(db());
    await api('DELETE', `/api/admin/automations/${trashed.id}`);
    const taken = await api('POST', '/api/admin/automations', {
      name: 'Same address',
      description: 'Wants the slug',
      categoryId: (await createCategory(db())).id,
      webhookUrl: '',
      customFields: [],
      slug: trashed.slug,
      status: 'draft',
      pricingModel: 'per_run',
      tokenCostPerRun: 1,
      tokenCostPerMinute: 0,
      maxDurationMinutes: 5,
      imageUrl: '',
      seoContent: {},
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(`The slug "${trashed.slug}" is already used by another automation`);
  });

  it('bulk delete skips the ones already in the trash and counts only what it moved', async () => {
    const a = await createAutomation(db());
    const b = await createAutomation(db(), { status: 'draft' });
    await api('DELETE', `/api/admin/automations/${a.id}`);
    expect((await api('POST', '/api/admin/automations/bulk-delete', { ids: [a.id, b.id] })).json()).toEqual({
      deleted: 1,
    });
    const restored = (await api('POST', `/api/admin/automations/${b.id}/restore`)).json();
    expect(restored.automation.status).toBe('draft');
  });

  it('is for admins only', async () => {
    const asCustomer = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { cookie: customer.cookie } });
    expect((await asCustomer('GET', '/api/admin/automations/trash')).statusCode).toBe(403);
    const trashed = await createAutomation(db());
    await api('DELETE', `/api/admin/automations/${trashed.id}`);
    expect((await asCustomer('POST', `/api/admin/automations/${trashed.id}/restore`)).statusCode).toBe(403);
  });
});

describe('the purge', () => {
  it('deletes for good what was trashed over 30 days ago, audited; runs keep the name, the rest waits', async () => {
    const old = await createAutomation(db(), { name: 'Throwaway Scraper' });
    const recent = await createAutomation(db(), { name: 'Throwaway Draft', status: 'draft' });
    await createRuns(db(), old.id, ['completed', 'failed'], { userId: customer.user.id });
    await db().update(runs).set({ automationName: old.name }).where(eq(runs.automationId, old.id));
    await api('POST', '/api/admin/automations/bulk-delete', { ids: [old.id, recent.id] });
    await trashedDaysAgo(old.id, 31);
    await trashedDaysAgo(recent.id, 29);

    expect(await purgeExpiredTrash(db())).toBeGreaterThanOrEqual(1);

    expect(await db().select().from(automations).where(eq(automations.id, old.id))).toEqual([]);
    expect((await trash()).map((row: { id: string }) => row.id)).toContain(recent.id);
    const kept = await db().select().from(runs).where(eq(runs.userId, customer.user.id));
    expect(kept.filter((run) => run.automationName === old.name)).toHaveLength(2);
    const audits = await auditsOf(old.id);
    expect(audits.map((audit) => audit.actionType)).toEqual(['delete_automation', 'purge_automation']);
    expect(audits[1]).toMatchObject({ adminUserId: 'system' });
    expect(audits[1]!.details).toMatchObject({ automationName: old.name, runsKept: 2, deletedBy: admin.user.id });

    // Two days later by the purge's clock, the recent one's 30 days are over too.
    await purgeExpiredTrash(db(), new Date(Date.now() + 2 * DAY_MS));
    expect(await db().select().from(automations).where(eq(automations.id, recent.id))).toEqual([]);
    const log = (await api('GET', '/api/admin/audit-log?actionType=purge_automation')).json();
    expect(log.actions.map((entry: { automation: { name: string } }) => entry.automation.name)).toEqual(
      expect.arrayContaining(['Throwaway Scraper', 'Throwaway Draft']),
    );
  });
});
