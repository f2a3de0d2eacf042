import { randomUUID } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { automationVersionNumber, runInputValues } from '@basalt/contracts';
import { getAutomation } from '../catalogue';
import { startRun } from '../runs';
import type { McpCaller, McpDependencies, ToolGuard } from './mcp-context';
import { progressReporter, waitSecondsArgument } from './run-progress';
import { runAnswer } from './run-answer';
import { toolAnswer } from './tool-result';
import { runOutput } from './tool-output-schemas';

export function registerRunAutomation(server: McpServer, deps: McpDependencies, caller: McpCaller, guard: ToolGuard) {
  server.registerTool(
    'run_automation',
    {
      title: 'Run an automation (paid)',
      description:
        "Starts a run and charges your token balance: the automation's quote_tokens (see search_automations or get_automation) are charged, or held for per-minute pricing with the unused part given back. Pass max_tokens to refuse any dearer run, and idempotency_key to retry safely without paying twice. Waits for the result (with file links) up to wait_seconds; a longer run answers its run_id for get_run. Refused when the balance, your monthly budget or this API key's monthly cap does not allow the charge (signed in by OAuth, your monthly budget is the cap); nothing is charged then.",
      inputSchema: {
        automation: z.string().min(1).max(200).describe('The slug or id of the automation'),
        input: runInputValues.default({}).describe('Values by input field key, as get_automation lists them'),
        max_tokens: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe('The most this run may cost; a dearer quote is refused'),
        idempotency_key: z
          .string()
          .min(8)
          .max(100)
          .optional()
          .describe('The same key answers the same run and charges once: use it to retry'),
        version: automationVersionNumber
          .optional()
          .describe(
            'Pins a published version (get_automation lists them): its fields and price. Without it, the live version',
          ),
        wait_seconds: waitSecondsArgument,
      },
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    (args, extra) =>
      guard(async () => {
        const automation = await getAutomation(deps.db, args.automation, null);
        const started = await startRun(
          deps.runs,
          caller.user,
          {
            automationId: automation.id,
            input: args.input,
            idempotencyKey: args.idempotency_key ?? randomUUID(),
            version: args.version,
          },
          {
            apiKeyId: caller.apiKeyId ?? undefined,
            oauthClientId: caller.oauthClientId ?? undefined,
            maxTokens: args.max_tokens,
          },
        );
        const run = await deps.waits.untilEnded(
          caller.user.id,
          started.id,
          args.wait_seconds,
          caller.reply,
          progressReporter(extra),
        );
        return toolAnswer(runAnswer(run));
      }),
  );
}
