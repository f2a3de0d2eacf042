import { z } from 'zod';
import { customFieldType, run, runStatus } from '@basalt/contracts';

/**
 * What each tool answers, declared as its `outputSchema` (MCP 2025-06-18): clients get the answer as
 * `structuredContent` they can validate, beside the same JSON as text for models that read text.
 * The SDK checks every answer against these before it leaves (a mismatch is our bug, not the agent's).
 */
const price = {
  quote_tokens: z.number().int().describe('What a run charges, or holds for per-minute pricing, when it starts'),
  price: z.string().describe('The pricing in words'),
};

export const searchAutomationsOutput = {
  total: z.number().int(),
  automations: z.array(
    z.object({
      slug: z.string().nullable(),
      name: z.string(),
      description: z.string(),
      category: z.string().nullable(),
      ...price,
    }),
  ),
};

export const getAutomationOutput = {
  id: z.uuid(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  category: z.string().nullable(),
  ...price,
  max_duration_minutes: z.number().int(),
  success_rate_percent: z.number().int().nullable(),
  paused: z.boolean().describe('Paused after repeated failures or by an admin (DESIGN D18): run_automation is refused'),
  message: z.string().optional().describe('While paused, why it cannot be run now'),
  input_fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: customFieldType,
      required: z.boolean(),
      help: z.string().optional(),
      options: z.array(z.string()).optional(),
      default: z.union([z.string(), z.number(), z.boolean()]).optional(),
      min_length: z.number().int().optional(),
      max_length: z.number().int().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      pattern: z.string().optional(),
      one_of_group: z.string().optional(),
    }),
  ),
  versions: z
    .array(
      z.object({
        number: z.number().int(),
        note: z.string(),
        live: z.boolean(),
        retired: z.boolean(),
      }),
    )
    .describe('Its newest published versions; run_automation may pin one with `version` until it is retired'),
};

/** run_automation, get_run and cancel_run answer a run the same way (runAnswer). */
export const runOutput = {
  run_id: z.uuid(),
  automation: z.string().nullable().describe('Its slug, or its name when it has none or was deleted'),
  version: run.shape.automationVersion.describe('The version of the automation the run used'),
  status: runStatus,
  progress: run.shape.progress,
  progress_message: run.shape.progressMessage,
  quoted_tokens: run.shape.quotedTokens,
  tokens_charged: run.shape.tokensCharged,
  tokens_refunded: run.shape.tokensRefunded,
  result: run.shape.resultData,
  file_links: z.array(z.string()).describe('Signed download links of its result files, valid for an hour'),
  files_expire_at: run.shape.filesExpireAt,
  error: run.shape.errorMessage,
  next: z.string().optional().describe('What to do while the run is still going'),
};

const tokensOrNone = z.number().int().nullable();

/** With an API key, the key's cap; signed in by OAuth, the account's monthly budget (decision 032). */
export const getBalanceOutput = {
  balance_tokens: z.number().int(),
  key_monthly_cap_tokens: tokensOrNone.optional(),
  key_spent_this_month_tokens: z.number().int().optional(),
  key_left_this_month_tokens: tokensOrNone.optional(),
  budget_monthly_cap_tokens: tokensOrNone.optional(),
  budget_spent_this_month_tokens: z.number().int().optional(),
  budget_left_this_month_tokens: tokensOrNone.optional(),
  buy_tokens_at: z.url(),
};
