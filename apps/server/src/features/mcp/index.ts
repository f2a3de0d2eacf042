export { registerMcpRoutes as registerMcp } from './mcp.routes';
export type { McpDependencies } from './mcp-context';
