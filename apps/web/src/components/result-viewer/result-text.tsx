import { lazyComponent } from '@/lib/lazy-component';

/**
 * The Markdown renderer is most of the result viewer's weight (about 45 kB gzip): it loads only for a
 * text that uses Markdown, so a page whose result is plain text (most sample outputs) never fetches it.
 */
export const MarkdownText = lazyComponent(
  'markdown-text',
  () => import('./markdown-text'),
  (m) => m.MarkdownText,
  'src/components/result-viewer/markdown-text.tsx',
);

/** Whether a text uses Markdown (headings, lists, emphasis, links, tables), rather than being data such as CSV. */
export const looksLikeMarkdown = (text: string) =>
  /(^|\n)(#{1,6} |[-*+] |\d+\. |> |\|.*\|)|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|`[^`]+`/.test(text);

/** A summary or message: Markdown when it uses Markdown, otherwise the text with its line breaks. */
export function ResultText({ text }: { text: string }) {
  if (looksLikeMarkdown(text)) return <MarkdownText text={text} />;
  return <p className="break-words whitespace-pre-line">{text}</p>;
}
