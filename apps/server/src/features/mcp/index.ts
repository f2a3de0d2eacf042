export { registerMcp } from './mcp.routes';
export type { McpDependencies } from './mcp-context';
