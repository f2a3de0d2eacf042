import { eq, sql } from 'drizzle-orm';
import { apiKeys, automations, ledgerEntries, oauthApplications } from '../../platform/db/schema';

/**
 * What a ledger entry is for, as its owner reads it: the automation (its name when the entry was
 * written, the run's version's name (DESIGN D19), else its name now) and the API key or OAuth client (an MCP client signed in by
 * OAuth) that started the run. Select these columns with the left joins below.
 */
export const ledgerEntryNames = {
  automationName: sql<string | null>`coalesce(${ledgerEntries.metadata}->>'automation_name', ${automations.name})`,
  // A key deleted since keeps its charges attributed, without the name it no longer has.
  apiKeyName: sql<string | null>`case when ${ledgerEntries.metadata} ? 'api_key_id'
    then coalesce(${apiKeys.name}, 'a deleted API key') end`,
  oauthClientName: sql<string | null>`case when ${ledgerEntries.metadata} ? 'oauth_client_id'
    then coalesce(${oauthApplications.name}, ${ledgerEntries.metadata}->>'oauth_client_id') end`,
};

export const ledgerEntryAutomationJoin = eq(automations.id, ledgerEntries.automationId);
export const ledgerEntryApiKeyJoin = sql`${apiKeys.id} = (${ledgerEntries.metadata}->>'api_key_id')::uuid`;
export const ledgerEntryOauthClientJoin = sql`${oauthApplications.clientId} = ${ledgerEntries.metadata}->>'oauth_client_id'`;
