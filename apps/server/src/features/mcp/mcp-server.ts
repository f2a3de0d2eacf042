import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerGetAutomation } from './get-automation-tool';
import { registerGetBalance } from './get-balance-tool';
import type { McpCaller, McpDependencies } from './mcp-context';
import { registerRunAutomation } from './run-automation-tool';
import { registerRunTools } from './run-tools';
import { registerSearchAutomations } from './search-automations-tool';
import { refusalsAsToolErrors } from './tool-result';

const instructions =
  'Basalt runs ready-made automations paid with prepaid tokens. Find one with search_automations, read its input fields and price with get_automation, then run_automation with max_tokens set to what you may spend. Runs are charged to the owner of the API key.';

/** One server per request (stateless Streamable HTTP): its tools act for the request's key. */
export function createMcpServer(deps: McpDependencies, caller: McpCaller): McpServer {
  const server = new McpServer({ name: 'basalt', version: '1.0.0' }, { instructions });
  const guard = (work: Parameters<typeof refusalsAsToolErrors>[1]) => refusalsAsToolErrors(caller.reply.log, work);
  registerSearchAutomations(server, deps, guard);
  registerGetAutomation(server, deps, guard);
  registerRunAutomation(server, deps, caller, guard);
  registerRunTools(server, deps, caller, guard);
  registerGetBalance(server, deps, caller, guard);
  return server;
}
