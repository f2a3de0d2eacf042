import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { keySpending } from '../api-keys';
import { getBudget } from '../budgets';
import { getTokenBalance } from '../tokens';
import type { McpCaller, McpDependencies, ToolGuard } from './mcp-context';
import { toolAnswer } from './tool-result';
import { getBalanceOutput } from './tool-output-schemas';

/** The cap that holds for this caller: the API key's own, or (OAuth, decision 032) the user's budget. */
async function monthlyLimit(deps: McpDependencies, caller: McpCaller) {
  if (caller.apiKeyId !== null) {
    const { monthlyTokenCap, spentThisMonth } = await keySpending(deps.db, caller.apiKeyId);
    return {
      key_monthly_cap_tokens: monthlyTokenCap,
      key_spent_this_month_tokens: spentThisMonth,
      key_left_this_month_tokens: monthlyTokenCap === null ? null : Math.max(0, monthlyTokenCap - spentThisMonth),
    };
  }
  const { monthlyCapTokens, spentThisMonth } = await getBudget(deps.db, caller.user.id);
  return {
    budget_monthly_cap_tokens: monthlyCapTokens,
    budget_spent_this_month_tokens: spentThisMonth,
    budget_left_this_month_tokens: monthlyCapTokens === null ? null : Math.max(0, monthlyCapTokens - spentThisMonth),
  };
}

export function registerGetBalance(server: McpServer, deps: McpDependencies, caller: McpCaller, guard: ToolGuard) {
  server.registerTool(
    'get_balance',
    {
      title: 'Read the token balance',
      description:
        "Reads your token balance and what caps your spending this month (UTC): with an API key, the key's monthly cap and what its runs cost; signed in by OAuth, your account's monthly budget and what all your runs cost. Free to call.",
      outputSchema: getBalanceOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      guard(async () => {
        const { balance } = await getTokenBalance(deps.db, caller.user.id);
        return toolAnswer({
          balance_tokens: balance,
          ...(await monthlyLimit(deps, caller)),
          buy_tokens_at: `${deps.runs.publicUrl}/dashboard/tokens`,
        });
      }),
  );
}
