import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations, ledgerEntries, leadRequests, profiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * DESIGN D8: an admin change and its audit entry commit together. A trigger installed in this test's
 * own database makes every audit insert fail, as a full disk or a broken constraint would; each change
 * must then be rolled back and the admin told something went wrong.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInUser(t, { admin: true });
  await t.database.db.execute(sql`
    create function test_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable'; end $$`);
  await t.database.db.execute(sql`
    create trigger test_refuse_audit before insert on admin_actions
    for each row execute function test_refuse_audit()`);
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const expectFailed = (response: { statusCode: number }) => expect(response.statusCode).toBe(500);
const auditTrigger = (state: 'enable' | 'disable') =>
  db().execute(sql.raw(`alter table admin_actions ${state} trigger test_refuse_audit`));
/** The same request succeeds once audit entries can be written again: the audit was the only cause. */
async function succeedsWithAudit(method: Parameters<typeof send>[0], url: string, payload?: object) {
  await auditTrigger('disable');
  try {
    expect((await send(method, url, payload)).statusCode).toBeLessThan(300);
  } finally {
    await auditTrigger('enable');
  }
}

describe('when the audit entry cannot be written, the admin change is rolled back', () => {
  it('a token adjustment leaves no ledger entry and the balance as it was', async () => {
    const target = await createSignedInUser(t);
    expectFailed(
      await send('POST', '/api/admin/tokens/adjustments', { userId: target.user.id, amount: 50, reason: 'x' }),
    );
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, target.user.id))).toEqual([]);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, target.user.id));
    expect(profile!.tokenBalance).toBe(0);
    await succeedsWithAudit('POST', '/api/admin/tokens/adjustments', {
      userId: target.user.id,
      amount: 50,
      reason: 'x',
    });
  });

  it('a promotion leaves the user a regular user, and a demotion leaves the admin an admin', async () => {
    const target = await createSignedInUser(t);
    expectFailed(await send('POST', `/api/admin/users/${target.user.id}/promote`, { acknowledged: true }));
    const other = await createSignedInUser(t, { admin: true });
    expectFailed(await send('POST', `/api/admin/users/${other.user.id}/demote`));
    const rows = await db().select().from(profiles);
    expect(rows.find((row) => row.userId === target.user.id)!.isAdmin).toBe(false);
    expect(rows.find((row) => row.userId === other.user.id)!.isAdmin).toBe(true);
    await succeedsWithAudit('POST', `/api/admin/users/${target.user.id}/promote`, { acknowledged: true });
    await succeedsWithAudit('POST', `/api/admin/users/${other.user.id}/demote`);
  });

  it('a profile edit leaves the profile unchanged', async () => {
    const target = await createSignedInUser(t, { fullName: 'Kept Name' });
    expectFailed(await send('PATCH', `/api/admin/users/${target.user.id}`, { fullName: 'Lost Name' }));
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, target.user.id));
    expect(profile!.fullName).toBe('Kept Name');
    await succeedsWithAudit('PATCH', `/api/admin/users/${target.user.id}`, { fullName: 'Lost Name' });
  });

  it('creating, editing, bulk-archiving and deleting automations change nothing', async () => {
    const category = await createCategory(db());
    const form = {
      name: 'Never Created',
      description: 'd',
      categoryId: category.id,
      webhookUrl: '',
      customFields: [],
      slug: '',
      status: 'draft',
      pricingModel: 'per_run',
      tokenCostPerRun: 5,
      tokenCostPerMinute: 0,
      maxDurationMinutes: 10,
      imageUrl: '',
      seoContent: {},
    };
    expectFailed(await send('POST', '/api/admin/automations', form));
    expect(await db().select().from(automations).where(eq(automations.name, 'Never Created'))).toEqual([]);

    const existing = await createAutomation(db(), { categoryId: category.id, status: 'published' });
    expectFailed(await send('PUT', `/api/admin/automations/${existing.id}`, { ...form, name: 'Renamed' }));
    expectFailed(await send('POST', '/api/admin/automations/bulk-status', { ids: [existing.id], status: 'archived' }));
    expectFailed(await send('POST', `/api/admin/automations/${existing.id}/webhook-secret`));
    expectFailed(await send('DELETE', `/api/admin/automations/${existing.id}`));
    const [kept] = await db().select().from(automations).where(eq(automations.id, existing.id));
    expect(kept).toMatchObject({ name: existing.name, status: 'published', webhookSecret: existing.webhookSecret });
    await succeedsWithAudit('POST', '/api/admin/automations', form);
    await succeedsWithAudit('PUT', `/api/admin/automations/${existing.id}`, { ...form, name: 'Renamed' });
    await succeedsWithAudit('POST', '/api/admin/automations/bulk-status', { ids: [existing.id], status: 'archived' });
    await succeedsWithAudit('POST', `/api/admin/automations/${existing.id}/webhook-secret`);
    await succeedsWithAudit('DELETE', `/api/admin/automations/${existing.id}`);
  });

  it('a lead request keeps its status', async () => {
    const [lead] = await db()
      .insert(leadRequests)
      .values({ kind: 'call', fullName: 'Caller', email: 'c@example.com', preferredDatetime: 'Mon', topic: 'Hi' })
      .returning();
    expectFailed(await send('PATCH', `/api/admin/lead-requests/${lead!.id}`, { status: 'done' }));
    const [kept] = await db().select().from(leadRequests).where(eq(leadRequests.id, lead!.id));
    expect(kept!.status).toBe('new');
    await succeedsWithAudit('PATCH', `/api/admin/lead-requests/${lead!.id}`, { status: 'done' });
  });
});
