import { MCP_TOOLS, mcpConfigSnippet } from '../utils/api-snippets';
import { CodeSnippet } from './code-snippet';

/** Basalt as a remote MCP server: the configuration to paste and the tools an agent then has. */
export function McpSetup({ origin }: { origin: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold">AI agents (MCP)</h3>
      <p className="text-muted-foreground">
        Add Basalt to your MCP client’s <code>mcpServers</code> with your API key. The agent then has the tools{' '}
        {MCP_TOOLS.map((tool, index) => (
          <span key={tool}>
            <code>{tool}</code>
            {index < MCP_TOOLS.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
      <CodeSnippet label="MCP configuration" code={mcpConfigSnippet(origin)} />
    </div>
  );
}
