import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Raw HTML in a result is shown as text (react-markdown never renders it), and rehype-sanitize
// strips what is left that a page should not run: scripts, event handlers, javascript: links.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noreferrer noopener" className="text-accent-text underline" />
  ),
  h1: ({ node: _node, ...props }) => <h3 {...props} className="text-lg font-semibold" />,
  h2: ({ node: _node, ...props }) => <h4 {...props} className="text-base font-semibold" />,
  h3: ({ node: _node, ...props }) => <h5 {...props} className="font-semibold" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="list-disc pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="list-decimal pl-5" />,
  code: ({ node: _node, ...props }) => <code {...props} className="rounded bg-surface-muted px-1 text-[0.9em]" />,
  pre: ({ node: _node, ...props }) => (
    <pre {...props} className="overflow-x-auto rounded-lg bg-surface-muted p-3 text-xs" />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} className="min-w-full text-left text-sm" />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th {...props} className="border-b px-2 py-1 font-semibold" />,
  td: ({ node: _node, ...props }) => <td {...props} className="border-b px-2 py-1" />,
};

/** Text a workflow wrote in Markdown (summaries, reports), rendered safely. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 break-words">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
