import type { UpdateProfileInput } from '@basalt/contracts';
import { APIError } from 'better-auth/api';
import type { Auth, SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { countOtherAdmins, eraseAccount, updateFullName } from './account.queries';

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

/** Deletes the signed-in user's own account (spec: Account Settings), keeping the books intact. */
export async function deleteAccount(db: Database, user: SessionUser, now = new Date()) {
  await db.transaction(async (tx) => {
    // DESIGN D8 keeps at least one admin; deleting the last one would leave nobody to run Basalt.
    if (user.isAdmin && (await countOtherAdmins(tx, user.id)) === 0) {
      throw new AppError(
        'CONFLICT',
        'You are the only admin. Make another user an admin before deleting your account.',
      );
    }
    await eraseAccount(tx, user, now);
  });
}
