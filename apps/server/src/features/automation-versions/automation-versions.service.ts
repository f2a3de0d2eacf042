import type {
  AutomationVersion,
  CompareAutomationVersionsResponse,
  ListAdminAutomationVersionsResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import {
  findAutomationRow,
  findVersion,
  listVersionRows,
  lockAutomationRow,
  retireVersionRow,
  setDraft,
  type AutomationRow,
} from './automation-versions.queries';
import { compareVersionContents } from './compare-versions';
import { publishVersion } from './publish-version.service';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function versionOf(db: Database, automation: AutomationRow, number: number): Promise<AutomationVersion> {
  const row = (await listVersionRows(db, automation.id)).find((version) => version.number === number);
  if (!row) throw notFound(`Version ${number} of ${automation.name} not found`);
  return {
    ...row,
    publishedAt: iso(row.publishedAt)!,
    retiredAt: iso(row.retiredAt),
    isLive: row.number === automation.liveVersion,
  };
}

async function lockOrNotFound(tx: Database, id: string) {
  const automation = await lockAutomationRow(tx, id);
  if (!automation) throw notFound('Automation not found');
  return automation;
}

async function findOrNotFound(db: Database, id: string) {
  const automation = await findAutomationRow(db, id);
  if (!automation) throw notFound('Automation not found');
  return automation;
}

export async function listAutomationVersions(db: Database, id: string): Promise<ListAdminAutomationVersionsResponse> {
  const automation = await findOrNotFound(db, id);
  const rows = await listVersionRows(db, id);
  return {
    liveVersion: automation.liveVersion,
    versions: rows.map((row) => ({
      ...row,
      publishedAt: iso(row.publishedAt)!,
      retiredAt: iso(row.retiredAt),
      isLive: row.number === automation.liveVersion,
    })),
  };
}

/** Publishes the draft with the admin's "what changed"; 409 when there is nothing to publish. */
export async function publishDraft(db: Database, admin: SessionUser, id: string, note: string) {
  return db.transaction(async (tx) => {
    const automation = await lockOrNotFound(tx, id);
    if (!automation.draft) throw new AppError('CONFLICT', 'There are no unpublished changes');
    const published = await publishVersion(tx, {
      automationId: id,
      admin,
      note,
      content: automation.draft,
      kind: 'draft',
    });
    return { version: await versionOf(tx, { ...automation, liveVersion: published.number }, published.number) };
  });
}

/** Publishes an earlier version's content again as a new number; an unpublished draft is dropped with it. */
export async function rollBackToVersion(db: Database, admin: SessionUser, id: string, number: number, note?: string) {
  return db.transaction(async (tx) => {
    const automation = await lockOrNotFound(tx, id);
    const version = await findVersion(tx, id, number);
    if (!version) throw notFound(`Version ${number} of ${automation.name} not found`);
    if (number === automation.liveVersion) throw new AppError('CONFLICT', `Version ${number} is already live`);
    const published = await publishVersion(tx, {
      automationId: id,
      admin,
      note: note ?? `Rolled back to version ${number}`,
      content: version.content,
      kind: 'roll_back',
      restoredNumber: number,
    });
    return { version: await versionOf(tx, { ...automation, liveVersion: published.number }, published.number) };
  });
}

/** Stops new runs pinned to an old version. The live version stays usable: publish another one first. */
export async function retireVersion(db: Database, admin: SessionUser, id: string, number: number) {
  return db.transaction(async (tx) => {
    const automation = await lockOrNotFound(tx, id);
    if (!(await findVersion(tx, id, number))) throw notFound(`Version ${number} of ${automation.name} not found`);
    if (number === automation.liveVersion) {
      throw new AppError('CONFLICT', `Version ${number} is live; publish or roll back to another version first`);
    }
    if (await retireVersionRow(tx, id, number)) {
      await recordAdminAction(tx, {
        admin,
        actionType: 'retire_automation_version',
        automation: { id, name: automation.name },
        details: { number, liveVersion: automation.liveVersion },
      });
    }
    return { version: await versionOf(tx, automation, number) };
  });
}

export async function compareVersions(
  db: Database,
  id: string,
  numbers: { from: number; to: number },
): Promise<CompareAutomationVersionsResponse> {
  const automation = await findOrNotFound(db, id);
  const [from, to] = await Promise.all([findVersion(db, id, numbers.from), findVersion(db, id, numbers.to)]);
  const missing = !from ? numbers.from : !to ? numbers.to : null;
  if (missing !== null || !from || !to) throw notFound(`Version ${missing} of ${automation.name} not found`);
  return compareVersionContents(numbers, from.content, to.content);
}

/** Drops the unpublished changes (audited when there were some); the editor shows the live version again. */
export async function discardDraft(db: Database, admin: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const automation = await lockOrNotFound(tx, id);
    if (!automation.draft) return;
    await setDraft(tx, id, null);
    await recordAdminAction(tx, {
      admin,
      actionType: 'update_automation',
      automation: { id, name: automation.name },
      details: { changed: [], draftDiscarded: true, liveVersion: automation.liveVersion },
    });
  });
}
