import { automationIdPattern } from '@basalt/contracts';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { automations } from './schema';

/**
 * The automation an id or a slug names (issue 38: every operation that names an automation takes
 * either, as GET /api/automations/{ref} does). An 8-4-4-4-12 hex value is an id, anything else a slug.
 */
export function isAutomation(ref: string): SQL {
  return automationIdPattern.test(ref) ? eq(automations.id, ref.toLowerCase()) : eq(automations.slug, ref);
}

/** Rows whose automation column (a run's, a configuration's) holds the automation an id or slug names. */
export function ofAutomation(column: Column, ref: string): SQL {
  if (automationIdPattern.test(ref)) return eq(column, ref.toLowerCase());
  return sql`${column} in (select ${automations.id} from ${automations} where ${automations.slug} = ${ref})`;
}
