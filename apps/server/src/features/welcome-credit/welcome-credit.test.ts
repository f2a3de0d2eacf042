import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, profiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createUserWithProfile } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readLedgerState } from '../ledger';
import { grantWelcomeTokens } from './welcome-tokens';

const entriesOf = (t: TestApp, userId: string) =>
  t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

describe('welcome tokens (WELCOME_TOKENS, issue 15)', () => {
  describe('when set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { WELCOME_TOKENS: '25', TOKEN_EXPIRY_DAYS: '30' } });
    });
    afterAll(() => t.close());

    it('a new account gets them once its e-mail is confirmed, as a bonus entry that expires like bought tokens', async () => {
      const { user } = await createSignedInUser(t);
      const [entry, ...others] = await entriesOf(t, user.id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ type: 'bonus', amount: 25, balanceAfter: 25, description: 'Welcome tokens' });
      const days = (entry!.expiresAt!.getTime() - entry!.createdAt.getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.tokenBalance).toBe(25);
    });

    it('racing grants for one account credit it once, and the books still balance', async () => {
      const userId = await createUserWithProfile(t.database.db);
      await Promise.all(Array.from({ length: 6 }, () => grantWelcomeTokens(t.database.db, t.config, userId)));
      expect((await entriesOf(t, userId)).map((entry) => entry.amount)).toEqual([25]);
      const state = await readLedgerState(t.database.db, userId, new Date());
      expect([state.balance, state.sumOfEntries, state.sumOfLots]).toEqual([25, 25, 25]);
    });
  });

  it('by default (0) a new account starts with no tokens and no ledger entry', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.WELCOME_TOKENS).toBe(0);
      const { user } = await createSignedInUser(t);
      expect(await entriesOf(t, user.id)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
