import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { credit, lotExpiry } from '../ledger';

/**
 * The optional welcome credit (WELCOME_TOKENS): a `bonus` lot that expires like bought tokens, given
 * when the e-mail is confirmed so throwaway addresses get nothing. The per-user idempotency key
 * makes it once per account even if confirmation runs twice at the same moment.
 */
export async function grantWelcomeTokens(
  db: Database,
  config: Pick<Config, 'WELCOME_TOKENS' | 'TOKEN_EXPIRY_DAYS'>,
  userId: string,
  now = new Date(),
): Promise<void> {
  if (config.WELCOME_TOKENS === 0) return;
  await credit(db, {
    userId,
    type: 'bonus',
    amount: config.WELCOME_TOKENS,
    description: 'Welcome tokens',
    idempotencyKey: `welcome:${userId}`,
    expiresAt: lotExpiry(now, config.TOKEN_EXPIRY_DAYS),
    now,
  });
}
