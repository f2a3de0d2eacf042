import {
  slugFromName,
  type AdminAutomation,
  type AutomationFormOutput,
  type CreateAutomationResponse,
  type ListAdminAutomationsQuery,
  type ListAdminAutomationsResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { newWebhookSecret } from '../../platform/outbound';
import { recordAdminAction } from '../audit-log';
import { publishFirstVersion } from '../automation-versions';
import {
  categoryExists,
  countAutomations,
  findAutomationWithCategory,
  insertAutomation,
  listForAdmin,
  listSimilarSlugs,
  slugTaken,
  type AutomationRecord,
  type NewAutomationRecord,
} from './admin-automations.queries';
import { checkWebhookUrl, type WebhookSettings } from './webhook.service';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The editor edits the draft when there is one (DESIGN D19): its versioned fields replace the live ones. */
export function toAdminAutomation(automation: AutomationRecord, categoryName: string | null): AdminAutomation {
  const content = automation.draft ?? automation;
  return {
    id: automation.id,
    slug: automation.slug,
    name: content.name,
    description: content.description,
    categoryId: automation.categoryId,
    categoryName,
    status: automation.status,
    pricingModel: content.pricingModel,
    tokenCostPerRun: content.tokenCostPerRun,
    tokenCostPerMinute: content.tokenCostPerMinute === null ? null : Number(content.tokenCostPerMinute),
    maxDurationMinutes: content.maxDurationMinutes,
    webhookUrl: content.webhookUrl,
    hasWebhookSecret: automation.webhookSecret !== null,
    answerMode: content.answerMode,
    workflowEngine: automation.workflowEngine,
    imageUrl: content.imageUrl,
    customFields: content.customFields,
    seoContent: content.seoContent,
    exampleInput: content.exampleInput,
    sampleOutput: content.sampleOutput,
    createdAt: iso(automation.createdAt),
    updatedAt: iso(automation.updatedAt),
    liveVersion: automation.liveVersion,
    hasDraft: automation.draft !== null,
    draftUpdatedAt: automation.draftUpdatedAt ? iso(automation.draftUpdatedAt) : null,
  };
}

export async function listAdminAutomations(
  db: Database,
  query: ListAdminAutomationsQuery,
): Promise<ListAdminAutomationsResponse> {
  const rows = await listForAdmin(db, {
    q: query.q || undefined,
    status: query.status,
    categoryId: query.categoryId,
    sort: query.sort,
    order: query.order,
  });
  return {
    automations: rows.map(({ total: _total, createdAt, pausedAt, pauseReason, pauseLastError, ...row }) => ({
      ...row,
      createdAt: iso(createdAt),
      pause: pausedAt ? { pausedAt: iso(pausedAt), reason: pauseReason ?? '', lastError: pauseLastError } : null,
    })),
    total: rows[0]?.total ?? (await countAutomations(db)),
  };
}

export async function getAdminAutomation(db: Database, id: string): Promise<AdminAutomation> {
  const row = await findAutomationWithCategory(db, id);
  if (!row) throw notFound('Automation not found');
  return toAdminAutomation(row.automation, row.categoryName);
}

/** An explicit slug must be free (409); a blank one is made from the name with the first free suffix. */
export async function chooseSlug(db: Database, form: AutomationFormOutput, exceptId?: string): Promise<string> {
  if (form.slug) {
    if (await slugTaken(db, form.slug, exceptId)) {
      throw new AppError('CONFLICT', `The slug "${form.slug}" is already used by another automation`);
    }
    return form.slug;
  }
  const base = slugFromName(form.name) || 'automation';
  const taken = new Set(await listSimilarSlugs(db, base, exceptId));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A concurrent save can take the slug between the check and the write; the unique index decides. */
export function rethrowSlugConflict(error: unknown, slug: string): never {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  if (code === '23505') throw new AppError('CONFLICT', `The slug "${slug}" is already used by another automation`);
  throw error;
}

export async function validateForm(db: Database, form: AutomationFormOutput, webhooks: WebhookSettings) {
  if (!(await categoryExists(db, form.categoryId))) {
    throw new AppError('VALIDATION_FAILED', 'Category is required', [
      { path: 'body.categoryId', message: 'Category is required' },
    ]);
  }
  await checkWebhookUrl(form.webhookUrl, webhooks.policy);
}

export const columnsOf = (form: AutomationFormOutput, slug: string): Omit<NewAutomationRecord, 'createdBy'> => ({
  slug,
  name: form.name,
  description: form.description,
  categoryId: form.categoryId,
  status: form.status,
  pricingModel: form.pricingModel,
  tokenCostPerRun: form.tokenCostPerRun,
  tokenCostPerMinute: form.tokenCostPerMinute,
  maxDurationMinutes: form.maxDurationMinutes,
  webhookUrl: form.webhookUrl,
  answerMode: form.answerMode,
  workflowEngine: form.workflowEngine,
  imageUrl: form.imageUrl,
  customFields: form.customFields,
  seoContent: form.seoContent,
  exampleInput: form.exampleInput,
  sampleOutput: form.sampleOutput,
});

/** Creates the automation with a new signing secret, returned this once, and audits it. */
export async function createAutomation(
  db: Database,
  webhooks: WebhookSettings,
  admin: SessionUser,
  form: AutomationFormOutput,
): Promise<CreateAutomationResponse> {
  await validateForm(db, form, webhooks);
  const webhookSecret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const slug = await chooseSlug(tx, form);
    const created = await insertAutomation(tx, { ...columnsOf(form, slug), webhookSecret, createdBy: admin.id }).catch(
      (error: unknown) => rethrowSlugConflict(error, slug),
    );
    await recordAdminAction(tx, {
      admin,
      actionType: 'create_automation',
      automation: { id: created.id, name: created.name },
      details: { slug, status: created.status },
    });
    if (created.status === 'published') await publishFirstVersion(tx, created.id, admin);
    const row = (await findAutomationWithCategory(tx, created.id))!;
    return { automation: toAdminAutomation(row.automation, row.categoryName), webhookSecret };
  });
}
