import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { sendMail } from '../../platform/mail';
import type { LedgerResult } from '../ledger';
import { budgetReachedEmail, lowBalanceEmail } from './budget-emails';
import { monthKey, monthStartUtc } from './budget-month';
import { claimAlert, rearmAlert, runSpendSince } from './budgets.queries';

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Applies the user's limits to a run start, inside its transaction and after the ledger charged the
 * run under the user's balance lock: the lock orders concurrent starts, so each one sees the spend of
 * those before it. Throwing rolls the run and its charge back. Free for users without limits: they
 * come with the locked balance (decision 020).
 */
export async function applyRunBudget(
  tx: Database,
  user: Pick<SessionUser, 'id' | 'email'>,
  charged: LedgerResult | undefined,
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  if (!charged?.applied || !charged.limits) return;
  const { monthlyCapTokens: cap, lowBalanceThreshold: threshold } = charged.limits;
  if (cap !== null) {
    const spent = await runSpendSince(tx, user.id, monthStartUtc(now));
    const thisRun = -charged.entries.reduce((sum, entry) => sum + (entry.runId ? entry.amount : 0), 0);
    if (spent > cap) {
      throw new AppError(
        'BUDGET_EXCEEDED',
        `This run would exceed your monthly budget of ${fmt(cap)} tokens (${fmt(spent - thisRun)} used this month). Raise your budget in Account Settings.`,
      );
    }
    const period = monthKey(now);
    const accountUrl = `${publicUrl}/profile?tab=budget`;
    const full = spent >= cap && (await claimAlert(tx, user.id, 'cap_100', period));
    // Jumping past both marks in one run sends only the 100% e-mail; the 80% one is spent with it.
    const eighty = spent >= cap * 0.8 && (await claimAlert(tx, user.id, 'cap_80', period));
    if (full) await sendMail(tx, budgetReachedEmail(user.email, 100, spent, cap, accountUrl));
    else if (eighty) await sendMail(tx, budgetReachedEmail(user.email, 80, spent, cap, accountUrl));
  }
  if (threshold !== null) {
    // Starting at or above the threshold proves the balance went back up since the last e-mail.
    if (charged.startingBalance >= threshold) await rearmAlert(tx, user.id, 'low_balance');
    if (charged.balance < threshold && (await claimAlert(tx, user.id, 'low_balance', 'armed'))) {
      await sendMail(tx, lowBalanceEmail(user.email, charged.balance, threshold, `${publicUrl}/dashboard/tokens`));
    }
  }
}
