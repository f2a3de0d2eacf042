import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Spec §9: the copy confirmation lasts 2 seconds. */
const COPIED_MS = 2000;

/**
 * Code to copy, in a plain pre (no highlighting library on a public page). Long lines scroll inside
 * the box, which takes the keyboard focus to be scrollable without a mouse; a status region says
 * "copied" to screen readers, as the button's text does on screen.
 */
export function CodeSnippet({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // A refused clipboard (permissions, an insecure origin) leaves the text to be selected by hand.
  const copy = () =>
    void navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <figure className="min-w-0 overflow-hidden rounded-xl border bg-surface">
      <figcaption className="flex items-center justify-between gap-2 py-1 pr-1 pl-4 text-xs text-muted-foreground">
        {label}
        <Button variant="ghost" size="sm" onClick={copy}>
          {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
          <span className="sr-only"> {label}</span>
        </Button>
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto border-t bg-surface-muted p-4 text-xs leading-relaxed">
        <code>{code}</code>
      </pre>
      <span role="status" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </figure>
  );
}
