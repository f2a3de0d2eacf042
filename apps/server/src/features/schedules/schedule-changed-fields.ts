import { and, eq } from 'drizzle-orm';
import {
  configurationAttentionOf,
  describeAttention,
  type ConfigurationAttention,
  type RunInputValues,
} from '@basalt/contracts';
import type { CustomField } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { sendMail } from '../../platform/mail';
import { automations, configurations, profiles, schedules, users } from '../../platform/db/schema';
import { scheduleNeedsAttentionEmail } from './schedule-emails';

/** "Invoice Reader changed: Email — Email is required. Update the configuration, then resume." */
export const changedFieldsReason = (automationName: string, attention: readonly ConfigurationAttention[]) =>
  `${automationName} changed: ${describeAttention(attention[0]!)}. Update the configuration, then resume.`;

/** The saved values the automation's live fields refuse (empty: the configuration still runs). */
export const attentionOf = (fields: readonly CustomField[] | null, configData: unknown) =>
  configurationAttentionOf(fields ?? [], (configData ?? {}) as RunInputValues);

export interface ChangedFieldsPause {
  scheduleId: string;
  email: string;
  fullName: string | null;
  scheduleName: string;
  automationName: string;
  attention: readonly ConfigurationAttention[];
}

/**
 * Pauses an active schedule whose configuration the automation's new fields refuse, before any
 * charge, and tells its owner in the same transaction. Only the call that moves it from active
 * tells them, so a publish and a ticker meeting the same schedule send one e-mail.
 */
export async function pauseForChangedFields(tx: Database, pause: ChangedFieldsPause, publicUrl: string) {
  const reason = changedFieldsReason(pause.automationName, pause.attention);
  const [paused] = await tx
    .update(schedules)
    .set({ status: 'paused', nextRunAt: null, pausedReason: reason })
    .where(and(eq(schedules.id, pause.scheduleId), eq(schedules.status, 'active')))
    .returning({ id: schedules.id });
  if (!paused) return false;
  await sendMail(
    tx,
    scheduleNeedsAttentionEmail({
      to: pause.email,
      name: pause.fullName ?? '',
      scheduleName: pause.scheduleName,
      automationName: pause.automationName,
      attention: pause.attention.map(describeAttention),
      url: `${publicUrl}/my-automations`,
    }),
  );
  return true;
}

/**
 * After a publish (issue 40): every active schedule of the automation whose saved configuration
 * no longer passes the live fields is paused and its owner told. Returns how many were paused.
 */
export async function pauseSchedulesThatNoLongerFit(db: Database, automationId: string, publicUrl: string) {
  const active = await db
    .select({
      scheduleId: schedules.id,
      configData: configurations.configData,
      configurationName: configurations.configName,
      automationName: automations.name,
      customFields: automations.customFields,
      email: users.email,
      fullName: profiles.fullName,
    })
    .from(schedules)
    .innerJoin(configurations, eq(configurations.id, schedules.configurationId))
    .innerJoin(automations, eq(automations.id, configurations.automationId))
    .innerJoin(users, eq(users.id, schedules.userId))
    .leftJoin(profiles, eq(profiles.userId, schedules.userId))
    .where(and(eq(configurations.automationId, automationId), eq(schedules.status, 'active')));
  let paused = 0;
  for (const row of active) {
    const attention = attentionOf(row.customFields, row.configData);
    if (attention.length === 0) continue;
    const pause = {
      ...row,
      scheduleName: row.configurationName ?? row.automationName,
      attention,
    };
    if (await db.transaction((tx) => pauseForChangedFields(tx, pause, publicUrl))) paused++;
  }
  return paused;
}
