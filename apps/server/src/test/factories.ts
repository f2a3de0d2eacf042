import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { publishFirstVersion } from '../features/automation-versions';
import { automations, categories, profiles, runs, users } from '../platform/db/schema';

type NewAutomation = typeof automations.$inferInsert;

const unique = () => randomUUID().slice(0, 8);

/** Unique test data, so tests never depend on each other or on cleanup. */
export async function createCategory(db: Database, name = `Category ${unique()}`) {
  const [category] = await db.insert(categories).values({ name }).returning();
  return category!;
}

export async function createAutomation(db: Database, overrides: Partial<NewAutomation> = {}) {
  const suffix = unique();
  const [automation] = await db
    .insert(automations)
    .values({
      name: `Automation ${suffix}`,
      slug: `automation-${suffix}`,
      description: `Test automation ${suffix}`,
      status: 'published',
      pricingModel: 'per_run',
      tokenCostPerRun: 10,
      ...overrides,
    })
    .returning();
  if (automation!.status !== 'published' || automation!.liveVersion !== null) return automation!;
  // A published automation has a live version (DESIGN D19), made the way the admin's first publish makes it.
  await db.transaction((tx) => publishFirstVersion(tx, automation!.id, null));
  const [live] = await db.select().from(automations).where(eq(automations.id, automation!.id));
  return live!;
}

/** An account row without sign-in (for data that only needs an owner); use createSignedInUser to sign in. */
export async function createAccount(db: Database) {
  const id = randomUUID();
  const email = `owner-${id}@example.com`;
  await db.insert(users).values({ id, name: 'Test owner', email, emailVerified: true });
  return { id, email };
}

/** Finished or pending runs of an automation, `ageDays` old (default: now). */
export async function createRuns(
  db: Database,
  automationId: string,
  statuses: (typeof runs.$inferInsert)['status'][],
  options: { userId?: string; ageDays?: number } = {},
) {
  const userId = options.userId ?? (await createAccount(db)).id;
  const createdAt = new Date(Date.now() - (options.ageDays ?? 0) * 86_400_000);
  if (statuses.length === 0) return;
  await db.insert(runs).values(statuses.map((status) => ({ userId, automationId, status, createdAt })));
}

/** A user with a profile and no session, for service-level tests (HTTP tests use createSignedInUser). */
export async function createUserWithProfile(db: Database, overrides: { fullName?: string } = {}) {
  const userId = randomUUID();
  await db
    .insert(users)
    .values({ id: userId, name: overrides.fullName ?? 'Test User', email: `${userId}@example.com` });
  await db.insert(profiles).values({ userId, fullName: overrides.fullName ?? 'Test User' });
  return userId;
}
