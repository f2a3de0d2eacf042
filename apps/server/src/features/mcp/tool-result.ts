import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../../platform/errors/app-error';

/**
 * A tool's answer twice: as `structuredContent` for clients that read the tool's output schema
 * (MCP 2025-06-18), and as the same JSON in text, which every MCP client shows to its model.
 */
export function toolAnswer(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

/**
 * Runs a tool's work and turns a refusal (no tokens, a cap, invalid input, not found) into a tool
 * error the agent reads and can act on, instead of a protocol error it cannot. Anything else is
 * our bug: logged, and answered without internals.
 */
export async function refusalsAsToolErrors(
  log: { error: (details: object, message: string) => void },
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      const details = error.details?.map((detail) => `${detail.path}: ${detail.message}`).join('; ');
      const text = `${error.code}: ${error.message}${details ? ` (${details})` : ''}`;
      return { isError: true, content: [{ type: 'text', text }] };
    }
    log.error({ err: error }, 'an MCP tool failed');
    return {
      isError: true,
      content: [{ type: 'text', text: 'INTERNAL: Something went wrong on our side. Please try again.' }],
    };
  }
}
