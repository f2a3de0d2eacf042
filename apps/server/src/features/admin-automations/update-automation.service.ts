import { versionContentOf, versionedKeys, type AdminAutomation, type AutomationFormOutput } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { contentOfAutomation, publishFirstVersion, sameValue as same, setDraft } from '../automation-versions';
import { lockAutomation, updateAutomationRow, type AutomationRecord } from './admin-automations.queries';
import {
  chooseSlug,
  columnsOf,
  getAdminAutomation,
  rethrowSlugConflict,
  validateForm,
} from './admin-automations.service';
import type { WebhookSettings } from './webhook.service';

const editable = [
  'slug',
  'name',
  'description',
  'categoryId',
  'status',
  'pricingModel',
  'tokenCostPerRun',
  'tokenCostPerMinute',
  'maxDurationMinutes',
  'webhookUrl',
  'answerMode',
  'workflowEngine',
  'imageUrl',
  'customFields',
  'seoContent',
  'exampleInput',
  'sampleOutput',
] as const;
/** The catalogue's own settings: they change at once, even on a published automation. */
const catalogueKeys = ['slug', 'categoryId', 'status', 'workflowEngine'] as const;

type Columns = ReturnType<typeof columnsOf>;
interface Saved {
  changed: string[];
  savedTo: 'automation' | 'draft' | 'draft and automation';
  name: { from: string; to: string };
}

/** Never published: the form is written in place, and publishing it makes version 1. */
async function saveInPlace(tx: Database, admin: SessionUser, current: AutomationRecord, next: Columns) {
  const changed = editable.filter((key) => !same(current[key], next[key]));
  if (changed.length === 0) return null;
  await updateAutomationRow(tx, current.id, next).catch((error: unknown) => rethrowSlugConflict(error, next.slug!));
  if (next.status === 'published') await publishFirstVersion(tx, current.id, admin);
  return { changed, savedTo: 'automation', name: { from: current.name, to: next.name } } satisfies Saved;
}

/**
 * Published before: the versioned fields go to the draft, which customers never see until it is
 * published; the catalogue's settings apply at once. A draft edited back to the live content is dropped.
 */
async function saveToDraft(tx: Database, current: AutomationRecord, form: AutomationFormOutput, next: Columns) {
  const live = contentOfAutomation(current);
  const before = current.draft ?? live;
  const content = versionContentOf(form);
  const draftChanged = versionedKeys.filter((key) => !same(before[key], content[key]));
  const catalogueChanged = catalogueKeys.filter((key) => !same(current[key], next[key]));
  if (draftChanged.length === 0 && catalogueChanged.length === 0) return null;
  if (catalogueChanged.length > 0) {
    const values = Object.fromEntries(catalogueChanged.map((key) => [key, next[key]]));
    await updateAutomationRow(tx, current.id, values).catch((error: unknown) => rethrowSlugConflict(error, next.slug!));
  }
  if (draftChanged.length > 0) await setDraft(tx, current.id, same(content, live) ? null : content);
  const changedKeys = new Set<string>([...draftChanged, ...catalogueChanged]);
  const savedTo =
    draftChanged.length === 0 ? 'automation' : catalogueChanged.length === 0 ? 'draft' : 'draft and automation';
  return {
    changed: editable.filter((key) => changedKeys.has(key)),
    savedTo,
    name: { from: before.name, to: content.name },
  } satisfies Saved;
}

/** Saves the whole form; the audit entry names the changed fields and says where they were saved. */
export async function updateAutomation(
  db: Database,
  webhooks: WebhookSettings,
  admin: SessionUser,
  id: string,
  form: AutomationFormOutput,
): Promise<AdminAutomation> {
  await validateForm(db, form, webhooks);
  await db.transaction(async (tx) => {
    const current = await lockAutomation(tx, id);
    if (!current) throw notFound('Automation not found');
    const next = columnsOf(form, await chooseSlug(tx, form, id));
    const saved =
      current.liveVersion === null
        ? await saveInPlace(tx, admin, current, next)
        : await saveToDraft(tx, current, form, next);
    if (!saved) return;
    await recordAdminAction(tx, {
      admin,
      actionType: 'update_automation',
      automation: { id, name: current.name },
      details: {
        changed: saved.changed,
        savedTo: saved.savedTo,
        ...(current.liveVersion !== null && { liveVersion: current.liveVersion }),
        ...(saved.changed.includes('status') && { status: { from: current.status, to: next.status } }),
        ...(saved.changed.includes('name') && { name: saved.name }),
      },
    });
  });
  return getAdminAutomation(db, id);
}
