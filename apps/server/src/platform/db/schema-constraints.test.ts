import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { adminActions, ledgerEntries, profiles, users } from './schema';

/** The rules the database itself enforces, whatever code writes to it. */
describe('database invariants', () => {
  let database: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: 'Pat', email: `${userId}@example.com` });
    await database.db.insert(profiles).values({ userId });
  });
  afterAll(() => database.close());

  it('a new profile starts as a regular user named User with no tokens', async () => {
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ fullName: 'User', isAdmin: false, tokenBalance: 0 });
  });

  it('a token balance can never go below zero', async () => {
    await expect(
      database.db.update(profiles).set({ tokenBalance: -1 }).where(eq(profiles.userId, userId)),
    ).rejects.toThrow();
  });

  it('ledger entries can be written but never changed or deleted', async () => {
    const [entry] = await database.db
      .insert(ledgerEntries)
      .values({ userId, type: 'admin_adjustment', amount: 5, balanceAfter: 5, description: 'grant' })
      .returning();
    await expect(
      database.db.update(ledgerEntries).set({ amount: 500 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    const [stored] = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entry!.id));
    expect(stored?.amount).toBe(5);
  });

  it('a ledger entry with an unknown type or a zero amount is refused', async () => {
    const base = { userId, amount: 1, balanceAfter: 1, description: 'x' };
    await expect(database.db.insert(ledgerEntries).values({ ...base, type: 'gift' as 'bonus' })).rejects.toThrow();
    await expect(database.db.insert(ledgerEntries).values({ ...base, type: 'bonus', amount: 0 })).rejects.toThrow();
  });

  it('the same idempotency key applies once', async () => {
    const entry = {
      userId,
      type: 'bonus' as const,
      amount: 1,
      balanceAfter: 1,
      description: 'x',
      idempotencyKey: `k-${userId}`,
    };
    await database.db.insert(ledgerEntries).values(entry);
    await expect(database.db.insert(ledgerEntries).values(entry)).rejects.toThrow();
  });

  it('audit entries can never be rewritten', async () => {
    const [action] = await database.db
      .insert(adminActions)
      .values({ adminUserId: userId, targetUserId: userId, actionType: 'update_user' })
      .returning();
    await expect(
      database.db.update(adminActions).set({ actionType: 'promote_admin' }).where(eq(adminActions.id, action!.id)),
    ).rejects.toThrow();
  });
});
