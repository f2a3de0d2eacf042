import { createHash } from 'node:crypto';
import { DEFAULT_WELCOME_CREDIT, type GetWelcomeCreditResponse, type UpdateWelcomeCreditBody } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { recordAdminAction } from '../audit-log';
import { credit, lotExpiry } from '../ledger';
import { claimWelcomeCredit, readWelcomeCreditSetting, saveWelcomeCreditSetting } from './welcome-credit.queries';

/** What users read in their token history for the grant. */
export const WELCOME_CREDIT_DESCRIPTION = 'Welcome credit';

export async function getWelcomeCredit(db: Database): Promise<GetWelcomeCreditResponse> {
  const tokens = await readWelcomeCreditSetting(db);
  return { tokens: tokens ?? DEFAULT_WELCOME_CREDIT, isSet: tokens !== null };
}

/** The tokens a confirmation grants now; every page that promises a free start reads this too. */
export async function currentWelcomeCredit(db: Database): Promise<number> {
  return (await getWelcomeCredit(db)).tokens;
}

/** The change and its audit entry commit together or not at all (DESIGN D8). */
export async function updateWelcomeCredit(
  db: Database,
  admin: SessionUser,
  body: UpdateWelcomeCreditBody,
): Promise<GetWelcomeCreditResponse> {
  return db.transaction(async (tx) => {
    const before = await getWelcomeCredit(tx);
    await saveWelcomeCreditSetting(tx, body.tokens);
    await recordAdminAction(tx, {
      admin,
      actionType: 'update_welcome_credit',
      // A {from, to} pair reads 'Welcome credit: 20 → 35' in the audit log.
      details: { welcomeCredit: { from: before.tokens, to: body.tokens } },
    });
    return { tokens: body.tokens, isSet: true };
  });
}

// Lower-cased because better-auth treats addresses case-insensitively; hashed so the record keeps
// no readable address after the account is deleted.
const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * The welcome credit for a confirmed e-mail (DESIGN D20): its own lot with the normal expiry, once
 * per address for the life of the marketplace, so deleting the account and signing up again with
 * the same address gets nothing. Given at confirmation, not sign-up, so throwaway addresses get
 * nothing. The address record and the ledger entry commit together.
 */
export async function grantWelcomeCredit(
  db: Database,
  config: Pick<Config, 'TOKEN_EXPIRY_DAYS'>,
  user: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const tokens = await currentWelcomeCredit(tx);
    // Off: the address is not recorded, so it can still get a credit the admin turns on later.
    if (tokens === 0) return;
    if (!(await claimWelcomeCredit(tx, { emailHash: hashEmail(user.email), userId: user.id, tokens }))) return;
    await credit(
      { within: tx },
      {
        userId: user.id,
        type: 'bonus',
        amount: tokens,
        description: WELCOME_CREDIT_DESCRIPTION,
        idempotencyKey: `welcome:${user.id}`,
        expiresAt: lotExpiry(now, config.TOKEN_EXPIRY_DAYS),
        now,
      },
    );
  });
}
