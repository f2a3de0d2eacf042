import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Spec §9: the copy confirmation lasts 2 seconds. */
const COPIED_MS = 2000;

/** Shows a run id's first 8 characters; a click copies the whole id. */
export function CopyRunId({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-mono text-xs text-muted-foreground hover:text-foreground"
      aria-label={`Copy run id ${id}`}
      onClick={() =>
        void navigator.clipboard?.writeText(id).then(
          () => setCopied(true),
          () => setCopied(true),
        )
      }
    >
      {id.slice(0, 8)}
      {copied ? (
        <>
          <Check size={12} aria-hidden="true" /> Copied!
        </>
      ) : (
        <Copy size={12} aria-hidden="true" />
      )}
    </button>
  );
}
