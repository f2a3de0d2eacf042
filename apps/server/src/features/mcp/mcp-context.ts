import type { FastifyReply } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { RunsContext, RunWaits } from '../runs';

/** What the MCP tools use, the same for every request of this process. */
export interface McpDependencies {
  db: Database;
  runs: RunsContext;
  waits: RunWaits;
}

/** Who calls the tools of one request: the key's owner, the key, and the HTTP answer a wait watches. */
export interface McpCaller {
  user: SessionUser;
  apiKeyId: string;
  reply: FastifyReply;
}

/** Wraps a tool's work so that refusals reach the agent as tool errors (tool-result.ts). */
export type ToolGuard = (work: () => Promise<CallToolResult>) => Promise<CallToolResult>;
