import {
  configurationAttentionOf,
  configurationPreview,
  type Configuration,
  type CreateConfigurationBody,
  type ListConfigurationsQuery,
  type RunInputValues,
  type UpdateConfigurationBody,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import type { OutboundPolicy } from '../../platform/outbound';
import { checkedDeliveryChoice } from '../result-deliveries';
import { decodeOffsetCursor, encodeCursor } from '../../platform/http/page-cursor';
import { AppError } from '../../platform/errors/app-error';
import {
  deleteConfiguration as deleteRow,
  findAutomationFields,
  findConfigurationView,
  insertConfiguration,
  listConfigurationViews,
  updateConfiguration as updateRow,
  type ConfigurationView,
} from './configurations.queries';

const toConfiguration = (view: ConfigurationView): Configuration => ({
  id: view.id,
  automationId: view.automationId,
  automation: {
    id: view.automationId,
    name: view.automationName,
    slug: view.automationSlug,
    category: view.categoryName,
  },
  configName: view.configName,
  configData: view.configData as Configuration['configData'],
  deliver: view.resultDelivery ?? null,
  preview: configurationPreview(view.automationFields, view.configData as RunInputValues),
  // Against the live fields: a publish that changes the form flags it at once (issue 40).
  attention: configurationAttentionOf(view.automationFields, view.configData as RunInputValues),
  createdAt: view.createdAt.toISOString(),
  updatedAt: view.updatedAt.toISOString(),
});

/** Only the form's own fields are kept: a configuration is a draft of that form, nothing else. */
async function formValues(db: Database, automationRef: string, values: RunInputValues) {
  const automation = await findAutomationFields(db, automationRef);
  if (!automation || automation.status !== 'published') throw new AppError('NOT_FOUND', 'Automation not found');
  const ids = new Set(automation.customFields.map((field) => field.id));
  return {
    automationId: automation.id,
    values: Object.fromEntries(Object.entries(values).filter(([id]) => ids.has(id))),
  };
}

/** D8: someone else's configuration is reported missing, never shown or changed. */
async function ownView(db: Database, userId: string, id: string) {
  const view = await findConfigurationView(db, id);
  if (!view || view.userId !== userId) throw new AppError('NOT_FOUND', 'Configuration not found');
  return view;
}

/** Names and sorts have no stable key, so a cursor holds an offset into the chosen order (decision 030). */
export async function listConfigurations(db: Database, userId: string, query: ListConfigurationsQuery) {
  const offset = query.cursor === undefined ? 0 : decodeOffsetCursor(query.cursor);
  const views = await listConfigurationViews(db, userId, { ...query, limit: query.limit + 1 }, offset);
  const page = views.slice(0, query.limit);
  const nextCursor = views.length > query.limit ? encodeCursor([offset + query.limit]) : null;
  return { configurations: page.map(toConfiguration), nextCursor };
}

export async function getConfiguration(db: Database, userId: string, id: string) {
  return toConfiguration(await ownView(db, userId, id));
}

export async function createConfiguration(
  db: Database,
  userId: string,
  body: {
    automationId: string;
    configName: string | null;
    configData: CreateConfigurationBody['configData'];
    deliver?: CreateConfigurationBody['deliver'];
  },
  policy: OutboundPolicy,
) {
  // The body names the automation by id or slug; the configuration keeps its id.
  const { automationId, values: configData } = await formValues(db, body.automationId, body.configData);
  const resultDelivery = await checkedDeliveryChoice(body.deliver, policy);
  const row = await insertConfiguration(db, {
    userId,
    automationId,
    configName: body.configName,
    configData,
    resultDelivery,
  });
  return getConfiguration(db, userId, row.id);
}

export async function updateConfiguration(
  db: Database,
  userId: string,
  id: string,
  body: {
    configName: string | null;
    configData: UpdateConfigurationBody['configData'];
    deliver?: UpdateConfigurationBody['deliver'];
  },
  policy: OutboundPolicy,
) {
  const view = await ownView(db, userId, id);
  const { values: configData } = await formValues(db, view.automationId, body.configData);
  // Without `deliver` the saved delivery stays; a bad URL refuses the whole save.
  const delivery =
    body.deliver === undefined ? {} : { resultDelivery: await checkedDeliveryChoice(body.deliver, policy) };
  await updateRow(db, id, { configName: body.configName, configData, ...delivery });
  return getConfiguration(db, userId, id);
}

/** A copy named "<name> (copy)", so the list shows which is which. */
export async function duplicateConfiguration(db: Database, userId: string, id: string) {
  const view = await ownView(db, userId, id);
  const row = await insertConfiguration(db, {
    userId,
    automationId: view.automationId,
    configName: `${view.configName ?? 'Untitled Configuration'} (copy)`.slice(0, 120),
    configData: view.configData,
    resultDelivery: view.resultDelivery,
  });
  return getConfiguration(db, userId, row.id);
}

export async function deleteConfiguration(db: Database, userId: string, id: string) {
  await ownView(db, userId, id);
  await deleteRow(db, id);
}
