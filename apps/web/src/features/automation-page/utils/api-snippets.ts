import { RUN_WAIT_MAX_SECONDS } from '@basalt/contracts';
import { shellQuote } from '@/lib/shell-quote';
import { pythonLiteral } from './python-literal';

/** What a request to start one run needs: Basalt's public address, the automation and its input. */
export type RunRequest = { origin: string; automationId: string; input: Record<string, unknown> };

const indent = (text: string, spaces: number) => text.replaceAll('\n', `\n${' '.repeat(spaces)}`);
const runsUrl = (origin: string) => `${origin}/api/runs`;
const body = ({ automationId, input }: RunRequest) => ({ automationId, input });

/**
 * The key is made per run by the shell, so pasting the command twice starts two runs; sending a
 * key again (to retry after a dropped connection) answers the first run without charging twice.
 */
export function curlSnippet(request: RunRequest): string {
  return [
    `curl -X POST ${shellQuote(runsUrl(request.origin))} \\`,
    `  -H "Authorization: Bearer $BASALT_API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Idempotency-Key: run-$(date +%s)-$RANDOM" \\`,
    `  -H 'Prefer: wait=${RUN_WAIT_MAX_SECONDS}' \\`,
    `  -d ${shellQuote(JSON.stringify(body(request), null, 2))}`,
  ].join('\n');
}

/** Node 18+ (fetch and crypto are global); the key comes from the environment, never the source. */
export function fetchSnippet(request: RunRequest): string {
  return `// Node 18 or later, in an .mjs file (it awaits at the top level)
const response = await fetch(${JSON.stringify(runsUrl(request.origin))}, {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.BASALT_API_KEY}\`,
    "Content-Type": "application/json",
    "Idempotency-Key": crypto.randomUUID(),
    Prefer: "wait=${RUN_WAIT_MAX_SECONDS}",
  },
  body: JSON.stringify(${indent(JSON.stringify(body(request), null, 2), 2)}),
});
const { run } = await response.json();
console.log(run.status, run.resultData);`;
}

export function pythonSnippet(request: RunRequest): string {
  return `import os
import uuid

import requests

response = requests.post(
    ${JSON.stringify(runsUrl(request.origin))},
    headers={
        "Authorization": f"Bearer {os.environ['BASALT_API_KEY']}",
        "Idempotency-Key": str(uuid.uuid4()),
        "Prefer": "wait=${RUN_WAIT_MAX_SECONDS}",
    },
    json=${indent(pythonLiteral(body(request)), 4)},
    timeout=${RUN_WAIT_MAX_SECONDS + 30},
)
response.raise_for_status()
run = response.json()["run"]
print(run["status"], run["resultData"])`;
}

/** A remote (Streamable HTTP) MCP server, in the mcpServers shape Claude, Cursor and others read. */
export function mcpConfigSnippet(origin: string): string {
  const server = { type: 'http', url: `${origin}/mcp`, headers: { Authorization: 'Bearer <your API key>' } };
  return JSON.stringify({ mcpServers: { basalt: server } }, null, 2);
}

/** The tools the MCP server offers (apps/server/src/features/mcp), in the order an agent uses them. */
export const MCP_TOOLS = [
  'search_automations',
  'get_automation',
  'run_automation',
  'get_run',
  'cancel_run',
  'get_balance',
] as const;
