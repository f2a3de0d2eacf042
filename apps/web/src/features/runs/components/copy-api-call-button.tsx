import { Check, Terminal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Spec §9: a copy confirmation lasts 2 seconds. */
const SHOWN_MS = 2000;

type Outcome = 'copied' | 'failed' | null;

/**
 * Puts the form's current input on the clipboard as a curl command. `command` answers null when
 * the input cannot be sent (malformed JSON), having said why where the person is editing.
 */
export function CopyApiCallButton({ command }: { command: () => string | null }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const text = command();
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => void copy()}>
        <Terminal size={14} aria-hidden="true" /> Copy as API call
      </Button>
      <span role="status" className="text-sm">
        {outcome === 'copied' && (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-300">
            <Check size={14} aria-hidden="true" /> Copied
          </span>
        )}
        {outcome === 'failed' && <span className="text-danger">The browser did not allow copying</span>}
      </span>
    </div>
  );
}
