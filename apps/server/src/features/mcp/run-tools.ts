import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { cancelRun, getRun } from '../runs';
import type { McpCaller, McpDependencies, ToolGuard } from './mcp-context';
import { progressReporter, waitSecondsArgument } from './run-progress';
import { runAnswer } from './run-answer';
import { toolAnswer } from './tool-result';
import { runOutput } from './tool-output-schemas';

const runId = z.uuid().describe('The run_id run_automation answered');

/** Reading and cancelling the caller's own runs: another user's run is "not found". */
export function registerRunTools(server: McpServer, deps: McpDependencies, caller: McpCaller, guard: ToolGuard) {
  server.registerTool(
    'get_run',
    {
      title: 'Read a run',
      description:
        'Reads one of your runs: status, tokens charged, the result and fresh file links. Waits up to wait_seconds for a run still going (0 answers at once). Free to call.',
      inputSchema: { run_id: runId, wait_seconds: waitSecondsArgument },
      outputSchema: runOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ run_id, wait_seconds }, extra) =>
      guard(async () => {
        const run =
          wait_seconds > 0
            ? await deps.waits.untilEnded(caller.user.id, run_id, wait_seconds, caller.reply, progressReporter(extra))
            : await getRun(deps.runs, caller.user.id, run_id);
        return toolAnswer(runAnswer(run));
      }),
  );
  server.registerTool(
    'cancel_run',
    {
      title: 'Cancel a run',
      description:
        'Cancels one of your runs still queued or running. A per-run price is refunded in full; a per-minute run is charged for the minutes it has started and the rest of its hold comes back.',
      inputSchema: { run_id: runId },
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ run_id }) => guard(async () => toolAnswer(runAnswer(await cancelRun(deps.runs, caller.user.id, run_id)))),
  );
}
