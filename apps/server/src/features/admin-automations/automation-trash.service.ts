import {
  AUTOMATION_TRASH_DAYS,
  type ListAutomationTrashResponse,
  type RestoreAutomationResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction, systemActor } from '../audit-log';
import { countRunsOf } from './admin-automations.queries';
import {
  listTrashRows,
  lockExpiredTrash,
  lockTrashedAutomation,
  purgeAutomationRows,
  restoreAutomationRow,
} from './automation-trash.queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const DAY_MS = 86_400_000;
const PURGE_BATCH = 100;

export async function listAutomationTrash(db: Database): Promise<ListAutomationTrashResponse> {
  const rows = await listTrashRows(db);
  return {
    automations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      deletedAt: iso(row.deletedAt),
      deletedBy: row.deletedById
        ? { id: row.deletedById, name: row.deletedByName, email: row.deletedByEmail ?? '' }
        : null,
      purgeAt: iso(row.purgeAt),
      runCount: row.runCount,
    })),
  };
}

/**
 * Takes an automation out of the trash with the status it had: a published one is live again at
 * once (decision 066). Its slug was kept reserved, so its page address is the same.
 */
export async function restoreAutomation(
  db: Database,
  admin: SessionUser,
  id: string,
): Promise<RestoreAutomationResponse> {
  return db.transaction(async (tx) => {
    const automation = await lockTrashedAutomation(tx, id);
    if (!automation) throw notFound('Automation not found in the trash');
    await restoreAutomationRow(tx, id);
    await recordAdminAction(tx, {
      admin,
      actionType: 'restore_automation',
      automation: { id: automation.id, name: automation.name },
      details: { slug: automation.slug, status: automation.status },
    });
    return { automation: { id: automation.id, name: automation.name, status: automation.status } };
  });
}

/**
 * Deletes for good the automations trashed more than 30 days before `now` (a parameter so tests move
 * the clock), each audited in the transaction that deletes it. Runs keep their automation_name.
 */
export async function purgeExpiredTrash(db: Database, now = new Date()): Promise<number> {
  const deletedBefore = new Date(now.getTime() - AUTOMATION_TRASH_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const expired = await lockExpiredTrash(tx, deletedBefore, PURGE_BATCH);
      const ids = expired.map((automation) => automation.id);
      const runCounts = await countRunsOf(tx, ids);
      await purgeAutomationRows(tx, ids);
      for (const automation of expired) {
        await recordAdminAction(tx, {
          admin: systemActor,
          actionType: 'purge_automation',
          automation: { id: automation.id, name: automation.name },
          details: {
            slug: automation.slug,
            status: automation.status,
            deletedAt: automation.deletedAt && iso(automation.deletedAt),
            deletedBy: automation.deletedBy,
            runsKept: runCounts.get(automation.id) ?? 0,
          },
        });
      }
      return expired.length;
    });
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}
