import type { UpdateProfileInput } from '@basalt/contracts';
import { APIError } from 'better-auth/api';
import type { Auth, SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { forfeitBalance } from '../ledger';
import { retryOnDeadlock } from '../../platform/db/retry-deadlock';
import { cancelRunsOfLeavingUser, lockRunsOfLeavingUser, type RunsContext } from '../runs';
import { countOtherAdmins, eraseAccount, lockUser, updateFullName } from './account.queries';

export async function updateProfile(db: Database, user: SessionUser, input: UpdateProfileInput) {
  const profile = await updateFullName(db, user.id, input.fullName);
  if (!profile) throw new AppError('NOT_FOUND', 'User profile not found. Please contact support if this persists.');
  return profile;
}

/** Deleting an account cannot be undone, so an open session is not enough: the password is asked again. */
export async function confirmPassword(auth: Auth, headers: Headers, password: string) {
  const valid = await auth.api.verifyPassword({ body: { password }, headers }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof APIError) return false;
      throw error;
    },
  );
  if (!valid) {
    throw new AppError('VALIDATION_FAILED', 'Password is incorrect', [
      { path: 'password', message: 'Password is incorrect' },
    ]);
  }
}

/**
 * Deletes the signed-in user's own account (spec: Account Settings), keeping the books intact: their
 * runs still going are cancelled and their unused tokens given up, in the same transaction, because
 * nothing can settle a run or hold tokens once the profile (the balance) is gone (decision 028).
 */
export async function deleteAccount(db: Database, runs: RunsContext, user: SessionUser, now = new Date()) {
  // Lock order: the runs, then the user row, then the balance. Run starts take the user row before
  // the balance and other ledger operations the balance before the user row, so no order suits
  // both; a rare deadlock is retried (the transaction rolled back whole).
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      // DESIGN D8 keeps at least one admin; deleting the last one would leave nobody to run Basalt.
      if (user.isAdmin && (await countOtherAdmins(tx, user.id)) === 0) {
        throw new AppError(
          'CONFLICT',
          'You are the only admin. Make another user an admin before deleting your account.',
        );
      }
      await lockRunsOfLeavingUser(tx, user.id);
      await lockUser(tx, user.id);
      // No run can start until this commits (a charged one started after finds no balance); this
      // also ends a run that started before the lock.
      await cancelRunsOfLeavingUser(runs, tx, user.id);
      await forfeitBalance({ within: tx }, { userId: user.id, now });
      await eraseAccount(tx, user, now);
    }),
  );
}
