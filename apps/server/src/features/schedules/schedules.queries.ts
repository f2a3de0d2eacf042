import type { RunStatus } from '@basalt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, configurations, runs, schedules } from '../../platform/db/schema';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;

export interface ScheduleView extends ScheduleRow {
  configurationName: string | null;
  automationName: string | null;
  lastRunStatus: RunStatus | null;
}

export async function insertSchedule(db: Database, values: NewSchedule): Promise<ScheduleRow> {
  const [row] = await db.insert(schedules).values(values).returning();
  return row!;
}

export async function findOwnedConfiguration(db: Database, userId: string, configurationId: string) {
  const [row] = await db
    .select({
      id: configurations.id,
      automationId: configurations.automationId,
      automationStatus: automations.status,
      automationDeletedAt: automations.deletedAt,
      automationName: automations.name,
      automationFields: automations.customFields,
      configData: configurations.configData,
    })
    .from(configurations)
    .innerJoin(automations, eq(automations.id, configurations.automationId))
    .where(and(eq(configurations.id, configurationId), eq(configurations.userId, userId)));
  return row;
}

const viewColumns = {
  schedule: schedules,
  configurationName: sql<string | null>`coalesce(${configurations.configName}, ${automations.name})`,
  automationName: automations.name,
  lastRunStatus: runs.status,
};

/** Active schedules by next run, then paused ones, newest first. */
export async function listScheduleViews(db: Database, userId: string, scheduleId?: string): Promise<ScheduleView[]> {
  const rows = await db
    .select(viewColumns)
    .from(schedules)
    .leftJoin(configurations, eq(configurations.id, schedules.configurationId))
    .leftJoin(automations, eq(automations.id, schedules.automationId))
    .leftJoin(runs, eq(runs.id, schedules.lastRunId))
    .where(and(eq(schedules.userId, userId), scheduleId ? eq(schedules.id, scheduleId) : undefined))
    .orderBy(sql`${schedules.nextRunAt} asc nulls last`, asc(schedules.createdAt));
  return rows.map((row) => ({
    ...row.schedule,
    configurationName: row.configurationName,
    automationName: row.automationName,
    lastRunStatus: row.lastRunStatus,
  }));
}

export async function updateOwnedSchedule(
  db: Database,
  userId: string,
  scheduleId: string,
  values: Partial<NewSchedule>,
): Promise<boolean> {
  const updated = await db
    .update(schedules)
    .set(values)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)))
    .returning({ id: schedules.id });
  return updated.length > 0;
}

export async function findOwnedSchedule(db: Database, userId: string, scheduleId: string) {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)));
  return row;
}

export async function deleteOwnedSchedule(db: Database, userId: string, scheduleId: string): Promise<boolean> {
  const deleted = await db
    .delete(schedules)
    .where(and(eq(schedules.id, scheduleId), eq(schedules.userId, userId)))
    .returning({ id: schedules.id });
  return deleted.length > 0;
}
