import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/form-field';

/** The signing secret, shown once: after this the server only says that one exists. */
export function WebhookSecretReveal({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="font-medium">Webhook signing secret</p>
      <p className="text-muted-foreground">
        Copy it now and store it in your workflow: it is shown only once. Requests carry Standard Webhooks headers
        (webhook-id, webhook-timestamp, webhook-signature) signed with it.
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          value={secret}
          aria-label="Webhook signing secret"
          className={`${inputStyles} font-mono text-xs`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label="Copy secret">
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
