import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/form-field';

/** The key just created, shown once: the server keeps only its hash. */
export function NewApiKey({ name, apiKey, onDone }: { name: string; apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(apiKey);
    setCopied(true);
  };
  return (
    <section
      aria-label="New API key"
      className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <p className="font-medium">Your new key “{name}”</p>
      <p className="text-muted-foreground">
        Copy it now and keep it somewhere safe: it is shown only this once. Anyone with it can start runs and spend your
        tokens, so revoke it if it leaks.
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          value={apiKey}
          aria-label="New API key"
          className={`${inputStyles} font-mono text-xs`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Button variant="ghost" size="sm" className="self-start" onClick={onDone}>
        I have stored it
      </Button>
    </section>
  );
}
