import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { marketplaceSettings, welcomeCredits } from '../../platform/db/schema';

/** The admin's welcome credit, or null when it was never set. */
export async function readWelcomeCreditSetting(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ tokens: marketplaceSettings.welcomeCreditTokens })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, true));
  return row?.tokens ?? null;
}

export async function saveWelcomeCreditSetting(db: Database, tokens: number): Promise<void> {
  await db
    .insert(marketplaceSettings)
    .values({ id: true, welcomeCreditTokens: tokens })
    .onConflictDoUpdate({
      target: marketplaceSettings.id,
      set: { welcomeCreditTokens: tokens, updatedAt: sql`now()` },
    });
}

/**
 * Records that this address got the welcome credit; false when it already had it. A racing second
 * confirmation waits on the primary key until the first commits, then finds the row.
 */
export async function claimWelcomeCredit(
  tx: Database,
  claim: { emailHash: string; userId: string; tokens: number },
): Promise<boolean> {
  const rows = await tx
    .insert(welcomeCredits)
    .values(claim)
    .onConflictDoNothing({ target: welcomeCredits.emailHash })
    .returning({ emailHash: welcomeCredits.emailHash });
  return rows.length > 0;
}
