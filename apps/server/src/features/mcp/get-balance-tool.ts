import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { keySpending } from '../api-keys';
import { getTokenBalance } from '../tokens';
import type { McpCaller, McpDependencies, ToolGuard } from './mcp-context';
import { toolAnswer } from './tool-result';

export function registerGetBalance(server: McpServer, deps: McpDependencies, caller: McpCaller, guard: ToolGuard) {
  server.registerTool(
    'get_balance',
    {
      title: 'Read the token balance',
      description:
        "Reads your token balance, and this API key's monthly cap with what the key's runs cost this month (UTC). Free to call.",
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      guard(async () => {
        const { balance } = await getTokenBalance(deps.db, caller.user.id);
        const { monthlyTokenCap, spentThisMonth } = await keySpending(deps.db, caller.apiKeyId);
        return toolAnswer({
          balance_tokens: balance,
          key_monthly_cap_tokens: monthlyTokenCap,
          key_spent_this_month_tokens: spentThisMonth,
          key_left_this_month_tokens: monthlyTokenCap === null ? null : Math.max(0, monthlyTokenCap - spentThisMonth),
          buy_tokens_at: `${deps.runs.publicUrl}/dashboard/tokens`,
        });
      }),
  );
}
