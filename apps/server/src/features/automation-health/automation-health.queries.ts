import { and, eq, isNotNull, isNull, sql, asc } from 'drizzle-orm';
import type { HealthThresholds } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { automationBackWatchers, automations, marketplaceSettings } from '../../platform/db/schema';

type StoredThresholds = { [K in keyof HealthThresholds]: number | null };

/** The admin's thresholds as stored: each null while never set. */
export async function readHealthThresholds(db: Database): Promise<StoredThresholds | undefined> {
  const [row] = await db
    .select({
      failuresInARow: marketplaceSettings.pauseAfterFailuresInARow,
      failureRatePercent: marketplaceSettings.pauseFailureRatePercent,
      failureRateMinRuns: marketplaceSettings.pauseFailureRateMinRuns,
      failureRateWindowMinutes: marketplaceSettings.pauseFailureRateWindowMinutes,
    })
    .from(marketplaceSettings)
    .where(eq(marketplaceSettings.id, true));
  return row;
}

export async function saveHealthThresholds(db: Database, thresholds: HealthThresholds): Promise<void> {
  const values = {
    pauseAfterFailuresInARow: thresholds.failuresInARow,
    pauseFailureRatePercent: thresholds.failureRatePercent,
    pauseFailureRateMinRuns: thresholds.failureRateMinRuns,
    pauseFailureRateWindowMinutes: thresholds.failureRateWindowMinutes,
  };
  await db
    .insert(marketplaceSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: marketplaceSettings.id, set: { ...values, updatedAt: sql`now()` } });
}

/** Every paused automation not in the trash, oldest pause first: the back office's banner. */
export function listPausedAutomations(db: Database) {
  return db
    .select({
      id: automations.id,
      name: automations.name,
      slug: automations.slug,
      pausedAt: automations.pausedAt,
      reason: automations.pauseReason,
      lastError: automations.pauseLastError,
    })
    .from(automations)
    .where(and(isNotNull(automations.pausedAt), isNull(automations.deletedAt)))
    .orderBy(asc(automations.pausedAt));
}

/** A published automation by id or slug, with whether it is paused. */
export async function findPublishedAutomation(db: Database, ref: { id: string } | { slug: string }) {
  const [row] = await queryRows<{ id: string; paused: boolean }>(
    db,
    sql`select id, paused_at is not null as paused from automations
        where status = 'published' and deleted_at is null and ${'id' in ref ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`}`,
  );
  return row;
}

/** Once per person and automation: asking again changes nothing. */
export async function addBackWatcher(db: Database, automationId: string, userId: string): Promise<void> {
  await db.insert(automationBackWatchers).values({ automationId, userId }).onConflictDoNothing();
}
