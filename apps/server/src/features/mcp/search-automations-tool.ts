import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { listAutomations } from '../catalogue';
import type { McpDependencies, ToolGuard } from './mcp-context';
import { priceOf } from './price';
import { toolAnswer } from './tool-result';
import { searchAutomationsOutput } from './tool-output-schemas';

export function registerSearchAutomations(server: McpServer, deps: McpDependencies, guard: ToolGuard) {
  server.registerTool(
    'search_automations',
    {
      title: 'Search automations',
      description:
        'Searches the Basalt marketplace. Answers each automation with its slug, name, description and price in tokens (quote_tokens is what a run charges or holds when it starts). Free to call.',
      inputSchema: {
        query: z.string().max(200).optional().describe('Words to search for; leave out for the most popular'),
        limit: z.number().int().min(1).max(50).optional().describe('How many to answer, 10 unless told'),
      },
      outputSchema: searchAutomationsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit }) =>
      guard(async () => {
        const { automations, total } = await listAutomations(deps.db, {
          q: query,
          sort: 'popular',
          limit: limit ?? 10,
          offset: 0,
        });
        return toolAnswer({
          total,
          automations: automations.map((automation) => ({
            slug: automation.slug,
            name: automation.name,
            description: automation.description,
            category: automation.category?.name ?? null,
            ...priceOf(automation),
          })),
        });
      }),
  );
}
