import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { CustomField, ListConfigurationsQuery } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { isAutomation } from '../../platform/db/automation-ref';
import { automations, categories, configurations } from '../../platform/db/schema';

export type ConfigurationRow = typeof configurations.$inferSelect;

export interface ConfigurationView extends ConfigurationRow {
  automationName: string;
  automationFields: CustomField[];
  automationSlug: string | null;
  categoryName: string | null;
}

const viewColumns = {
  configuration: configurations,
  automationName: automations.name,
  automationFields: automations.customFields,
  automationSlug: automations.slug,
  categoryName: categories.name,
};

type ViewRow = {
  configuration: ConfigurationRow;
  automationName: string;
  automationFields: CustomField[];
  automationSlug: string | null;
  categoryName: string | null;
};
const flatten = (row: ViewRow): ConfigurationView => ({
  ...row.configuration,
  automationName: row.automationName,
  automationFields: row.automationFields,
  automationSlug: row.automationSlug,
  categoryName: row.categoryName,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const orders = {
  newest: [desc(configurations.createdAt), desc(configurations.id)],
  oldest: [asc(configurations.createdAt), asc(configurations.id)],
  // A-Z by what the card shows as its title: the configuration's name, else the automation's.
  'a-z': [asc(sql`lower(coalesce(${configurations.configName}, ${automations.name}))`), asc(configurations.id)],
};

/** `limit` views from `offset` in the chosen order; the caller asks one more to learn whether more follow. */
export async function listConfigurationViews(
  db: Database,
  userId: string,
  query: Omit<ListConfigurationsQuery, 'cursor'>,
  offset = 0,
) {
  const conditions = [eq(configurations.userId, userId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(configurations.configName, pattern), ilike(automations.name, pattern))!);
  }
  if (query.category) conditions.push(eq(categories.name, query.category));
  const rows = await db
    .select(viewColumns)
    .from(configurations)
    .innerJoin(automations, eq(automations.id, configurations.automationId))
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(and(...conditions))
    .orderBy(...orders[query.sort])
    .limit(query.limit)
    .offset(offset);
  return rows.map(flatten);
}

export async function findConfigurationView(db: Database, id: string): Promise<ConfigurationView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(configurations)
    .innerJoin(automations, eq(automations.id, configurations.automationId))
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(eq(configurations.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertConfiguration(db: Database, values: typeof configurations.$inferInsert) {
  const [row] = await db.insert(configurations).values(values).returning();
  return row!;
}

export async function updateConfiguration(
  db: Database,
  id: string,
  values: Pick<ConfigurationRow, 'configName' | 'configData'> & Partial<Pick<ConfigurationRow, 'resultDelivery'>>,
) {
  await db.update(configurations).set(values).where(eq(configurations.id, id));
}

export async function deleteConfiguration(db: Database, id: string) {
  await db.delete(configurations).where(eq(configurations.id, id));
}

export async function findAutomationFields(db: Database, ref: string) {
  const [row] = await db
    .select({ id: automations.id, status: automations.status, customFields: automations.customFields })
    .from(automations)
    .where(and(isAutomation(ref), isNull(automations.deletedAt)));
  return row;
}
