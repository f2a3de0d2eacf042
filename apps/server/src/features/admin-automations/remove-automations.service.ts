import type { AutomationStatus } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { publishFirstVersion } from '../automation-versions';
import { countRunsOf, lockAutomations, setStatus } from './admin-automations.queries';
import { trashAutomationRows } from './automation-trash.queries';

/**
 * Moves automations to the trash and audits each, in one transaction. They leave the marketplace,
 * search, sitemap, MCP and run starts at once; their runs, configurations and schedules keep pointing
 * at them, so a restore within 30 days gives everything back (decision 066). The purge deletes them.
 */
export async function deleteAutomations(db: Database, admin: SessionUser, ids: string[], options = { single: false }) {
  return db.transaction(async (tx) => {
    const found = await lockAutomations(tx, [...new Set(ids)]);
    if (options.single && found.length === 0) throw notFound('Automation not found');
    const runCounts = await countRunsOf(
      tx,
      found.map((automation) => automation.id),
    );
    await trashAutomationRows(
      tx,
      found.map((automation) => automation.id),
      admin.id,
    );
    for (const automation of found) {
      await recordAdminAction(tx, {
        admin,
        actionType: 'delete_automation',
        automation: { id: automation.id, name: automation.name },
        details: {
          slug: automation.slug,
          status: automation.status,
          runsKept: runCounts.get(automation.id) ?? 0,
          ...(!options.single && { bulk: true }),
        },
      });
    }
    return { deleted: found.length };
  });
}

/** Sets one status on the selected automations; each one that changes gets its audit entry. */
export async function bulkSetStatus(db: Database, admin: SessionUser, ids: string[], status: AutomationStatus) {
  return db.transaction(async (tx) => {
    const found = await lockAutomations(tx, [...new Set(ids)]);
    const changing = found.filter((automation) => automation.status !== status);
    await setStatus(
      tx,
      changing.map((automation) => automation.id),
      status,
    );
    for (const automation of changing) {
      await recordAdminAction(tx, {
        admin,
        actionType: 'update_automation',
        automation: { id: automation.id, name: automation.name },
        details: { changed: ['status'], status: { from: automation.status, to: status }, bulk: true },
      });
      // Published for the first time: what it holds now becomes version 1 (DESIGN D19).
      if (status === 'published' && automation.liveVersion === null)
        await publishFirstVersion(tx, automation.id, admin);
    }
    return { updated: found.length };
  });
}
