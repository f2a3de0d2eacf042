import { versionContentOf, type AutomationVersionContent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction, type AdminActionInput } from '../audit-log';
import {
  findVersion,
  highestVersionNumber,
  insertVersion,
  lockAutomationRow,
  makeLive,
  type AutomationRow,
} from './automation-versions.queries';

export const FIRST_VERSION_NOTE = 'First version';

export interface PublishVersionInput {
  automationId: string;
  /** Null for the seeded catalogue and test data: no one to name, so no audit entry. */
  admin: AdminActionInput['admin'] | null;
  note: string;
  content: AutomationVersionContent;
  kind: 'first' | 'draft' | 'roll_back';
  /** For a roll back: the version whose content is published again, named in the audit entry. */
  restoredNumber?: number;
}

export interface PublishedVersion {
  number: number;
  previousNumber: number | null;
  previousContent: AutomationVersionContent | null;
  content: AutomationVersionContent;
}

/** The versioned part of an automation row, which by the invariant is its live version's content. */
export const contentOfAutomation = (row: AutomationRow): AutomationVersionContent =>
  versionContentOf(row as unknown as AutomationVersionContent);

/**
 * The one way a version is published (DESIGN D19), inside the caller's transaction: version N+1 is
 * inserted, its content copied into the automation's columns (what the catalogue and run start read),
 * the draft cleared, and the publish audited when an admin did it.
 */
export async function publishVersion(tx: Database, input: PublishVersionInput): Promise<PublishedVersion> {
  const automation = await lockAutomationRow(tx, input.automationId);
  if (!automation) throw notFound('Automation not found');
  const previousNumber = automation.liveVersion;
  const previous = previousNumber === null ? undefined : await findVersion(tx, automation.id, previousNumber);
  const previousContent = previousNumber === null ? null : (previous?.content ?? contentOfAutomation(automation));
  const content = versionContentOf(input.content);
  const number = (await highestVersionNumber(tx, automation.id)) + 1;
  await insertVersion(tx, {
    automationId: automation.id,
    number,
    note: input.note,
    content,
    publishedBy: input.admin?.id ?? null,
  });
  await makeLive(tx, automation.id, number, content);
  if (input.admin) {
    const rolledBack = input.kind === 'roll_back';
    await recordAdminAction(tx, {
      admin: input.admin,
      actionType: rolledBack ? 'roll_back_automation_version' : 'publish_automation_version',
      automation: { id: automation.id, name: content.name },
      details: rolledBack
        ? { from: previousNumber, to: input.restoredNumber ?? null, number, note: input.note }
        : { number, previousNumber, note: input.note },
    });
  }
  return { number, previousNumber, previousContent, content };
}

/** Version 1 of an automation first published now, from what its columns hold. */
export async function publishFirstVersion(
  tx: Database,
  automationId: string,
  admin: PublishVersionInput['admin'],
): Promise<PublishedVersion> {
  const automation = await lockAutomationRow(tx, automationId);
  if (!automation) throw notFound('Automation not found');
  return publishVersion(tx, {
    automationId,
    admin,
    note: FIRST_VERSION_NOTE,
    content: contentOfAutomation(automation),
    kind: 'first',
  });
}
