import type { FastifyReply } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpCredentials } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { RunsContext, RunWaits } from '../runs';

/** What the MCP tools use, the same for every request of this process. */
export interface McpDependencies {
  db: Database;
  runs: RunsContext;
  waits: RunWaits;
}

/**
 * Who calls the tools of one request: the user, the API key or the OAuth client they came through,
 * and the HTTP answer a wait watches.
 */
export type McpCaller = McpCredentials & { reply: FastifyReply };

/** Wraps a tool's work so that refusals reach the agent as tool errors (tool-result.ts). */
export type ToolGuard = (work: () => Promise<CallToolResult>) => Promise<CallToolResult>;
