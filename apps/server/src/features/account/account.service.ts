import type { UpdateProfileInput } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { forfeitBalance } from '../ledger';
import { cancelRunsOfLeavingUser, type RunsContext } from '../runs';
import { countOtherAdmins, eraseAccount, lockProfile, updateFullName } from './account.queries';

export async function updateProfile(db: Database, user: SessionUser, input: UpdateProfileInput) {
  const profile = await updateFullName(db, user.id, input.fullName);
  if (!profile) throw new AppError('NOT_FOUND', 'User profile not found. Please contact support if this persists.');
  return profile;
}

/**
 * Deletes the signed-in user's own account (spec: Account Settings), keeping the books intact: their
 * runs still going are cancelled and their unused tokens given up, in the same transaction, because
 * nothing can settle a run or hold tokens once the profile (the balance) is gone (decision 028).
 */
export async function deleteAccount(db: Database, runs: RunsContext, user: SessionUser, now = new Date()) {
  await db.transaction(async (tx) => {
    // DESIGN D8 keeps at least one admin; deleting the last one would leave nobody to run Basalt.
    if (user.isAdmin && (await countOtherAdmins(tx, user.id)) === 0) {
      throw new AppError(
        'CONFLICT',
        'You are the only admin. Make another user an admin before deleting your account.',
      );
    }
    // Runs first, then the profile: the order in which a finishing run takes its locks.
    await cancelRunsOfLeavingUser(runs, tx, user.id);
    // From here no charged run can start; one that started just before is cancelled too.
    await lockProfile(tx, user.id);
    await cancelRunsOfLeavingUser(runs, tx, user.id);
    await forfeitBalance(tx, { userId: user.id, now });
    await eraseAccount(tx, user, now);
  });
}
