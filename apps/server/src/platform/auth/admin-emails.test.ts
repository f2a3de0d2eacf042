import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { profiles } from '../db/schema';
import { applyAdminEmails } from './admin-emails';

describe('ADMIN_EMAILS at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const isAdmin = async (userId: string) =>
    (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!.isAdmin;

  it('makes listed existing accounts admins, whatever the capitals, and leaves others alone', async () => {
    const listed = await createSignedInUser(t, { email: 'Later.Admin@Example.com' });
    const other = await createSignedInUser(t);
    expect(await isAdmin(listed.user.id)).toBe(false);
    expect(await applyAdminEmails(t.database.db, ['later.admin@example.com'])).toBe(1);
    expect(await isAdmin(listed.user.id)).toBe(true);
    expect(await isAdmin(other.user.id)).toBe(false);
    expect(await applyAdminEmails(t.database.db, ['later.admin@example.com'])).toBe(0);
  });
});
