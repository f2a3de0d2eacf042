import { customFieldTypes } from '@basalt/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  automations,
  automationVersions,
  categories,
  configurations,
  ledgerEntries,
  profiles,
  runs,
  tokenPackages,
  users,
} from '../../platform/db/schema';
import { readLedgerState } from '../ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './seed.service';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills an empty database with the 8 categories, 12+ published automations and the 5 bundles', async () => {
    expect(await seedDemoData(t.database.db, t.config)).toBe('seeded');
    const db = t.database.db;
    expect((await db.select().from(categories)).length).toBe(8);
    const seeded = await db.select().from(automations);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(seeded.every((a) => a.status === 'published')).toBe(true);
    expect(new Set(seeded.map((a) => a.categoryId)).size).toBe(8);
    const fieldTypes = new Set(seeded.flatMap((a) => a.customFields.map((field) => field.type)));
    expect([...fieldTypes].sort()).toEqual([...customFieldTypes].sort());
    expect(seeded.every((a) => a.webhookUrl?.startsWith(`${t.config.SAMPLE_WORKFLOWS_URL}/`))).toBe(true);
    expect(seeded.every((a) => a.seoContent.meta?.title)).toBe(true);
    expect(seeded.every((a) => a.liveVersion === 1 && a.draft === null)).toBe(true);
    const versions = await db.select().from(automationVersions);
    expect(versions.map((v) => [v.automationId, v.number, v.note, v.content.name]).sort()).toEqual(
      seeded.map((a) => [a.id, 1, 'First version', a.name]).sort(),
    );

    const packages = await db.select().from(tokenPackages).orderBy(tokenPackages.sortOrder);
    expect(packages.map((p) => [p.label, p.amountUsdCents / 100, p.tokens + p.bonusTokens, p.isPopular])).toEqual([
      ['Bucket', 10, 100, false],
      ['Crate', 25, 250, false],
      ['Vault', 50, 500, true],
      ['Truckload', 100, 1050, false],
      ['Shipment', 200, 2140, false],
    ]);
  });

  it('creates one confirmed admin and one confirmed regular demo account with passwords', async () => {
    const rows = await t.database.db
      .select({
        email: users.email,
        verified: users.emailVerified,
        isAdmin: profiles.isAdmin,
        password: accounts.password,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .innerJoin(accounts, eq(accounts.userId, users.id));
    expect(rows.map((r) => [r.email, r.verified, r.isAdmin]).sort()).toEqual([
      ['admin@example.com', true, true],
      ['demo@example.com', true, false],
    ]);
    expect(rows.every((r) => r.password && !r.password.includes('Basalt-'))).toBe(true);
  });

  it('the demo account has tokens and a little history, all through the ledger, from the past week (issue 15)', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, demo!.id));
    expect(entries.map((entry) => [entry.type, entry.amount]).sort()).toEqual([
      ['deduction', -10],
      ['deduction', -10],
      ['purchase', 250],
    ]);
    const state = await readLedgerState(db, demo!.id, new Date());
    expect([state.balance, state.sumOfEntries, state.sumOfLots]).toEqual([230, 230, 230]);
    const demoRuns = await db.select().from(runs).where(eq(runs.userId, demo!.id));
    expect(demoRuns.map((run) => run.status).sort()).toEqual(['completed', 'completed']);
    // Days before the seeding, so the history's default "last 30 days" shows it on any day of the month.
    const dates = [...demoRuns.map((run) => run.createdAt), ...entries.map((entry) => entry.createdAt)];
    const now = Date.now();
    expect(dates.every((date) => date.getTime() < now && date.getTime() > now - 7 * 86_400_000)).toBe(true);
    expect(await db.select().from(configurations).where(eq(configurations.userId, demo!.id))).toHaveLength(1);
  });

  it('running it again changes nothing', async () => {
    const before = await t.database.db.select({ value: count() }).from(automations);
    expect(await seedDemoData(t.database.db, t.config)).toBe('skipped');
    const after = await t.database.db.select({ value: count() }).from(automations);
    expect(after).toEqual(before);
  });
});
