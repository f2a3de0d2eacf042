import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findKeyCap, keySpendSince } from './api-keys.queries';

const fmt = (n: number) => n.toLocaleString('en-US');
/** Key caps count calendar months in UTC, like the user's monthly budget. */
const monthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The key's cap and this month's spend, for an agent that asks what it may still spend. */
export async function keySpending(db: Database, apiKeyId: string, now = new Date()) {
  return {
    monthlyTokenCap: await findKeyCap(db, apiKeyId),
    spentThisMonth: await keySpendSince(db, apiKeyId, monthStartUtc(now)),
  };
}

/**
 * Applies the key's monthly cap to a run start, inside its transaction, after the run row is written
 * (so the sum counts it) and after the ledger charged it under the user's balance lock: a key has one
 * owner, so that lock orders concurrent starts with the key and each sees the runs of those before it
 * (as the monthly budget does, decision 020). Throwing rolls the run and its charge back.
 */
export async function applyKeySpendingCap(tx: Database, apiKeyId: string, now = new Date()): Promise<void> {
  const cap = await findKeyCap(tx, apiKeyId);
  if (cap === null) return;
  const spent = await keySpendSince(tx, apiKeyId, monthStartUtc(now));
  if (spent > cap) {
    throw new AppError(
      'KEY_SPENDING_CAP_REACHED',
      `This run would take this API key past its monthly cap of ${fmt(cap)} tokens (${fmt(spent)} with this run). Its owner can raise the cap or use another key.`,
    );
  }
}
