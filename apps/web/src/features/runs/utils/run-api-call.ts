import { RUN_WAIT_MAX_SECONDS } from '@basalt/contracts';
import { shellQuote } from '@/lib/shell-quote';

/** Where a program starts this run: Basalt's address as the page has it, the automation, the input. */
export type RunApiCall = { origin: string; automation: string; input: Record<string, unknown> };

/** Stands for a key from Account Settings, API: a key is never put on the clipboard with the command. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/**
 * The form's current values as a curl command for POST /api/runs (the body startRunBody describes,
 * an API key as a Bearer token, the answer awaited up to the longest wait). Every value is single-quoted, so the shell passes any text, quotes
 * and `$(...)` included, unchanged.
 */
export function runApiCurl({ origin, automation, input }: RunApiCall): string {
  const body = JSON.stringify({ automationId: automation, input }, null, 2);
  return [
    `curl -X POST ${shellQuote(`${origin}/api/runs`)} \\`,
    `  -H ${shellQuote(`Authorization: Bearer ${API_KEY_PLACEHOLDER}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Prefer: wait=${RUN_WAIT_MAX_SECONDS}' \\`,
    `  -d ${shellQuote(body)}`,
  ].join('\n');
}
