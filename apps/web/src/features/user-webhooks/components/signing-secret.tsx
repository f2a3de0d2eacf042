import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useRotateWebhookSecret, useWebhookSecret } from '../api/webhook-endpoints';

/**
 * A Standard Webhooks secret (an endpoint's, or the one for run URLs at `path`), hidden until
 * revealed; rotating replaces it for later deliveries.
 */
export function SigningSecret({ path, title, label }: { path: string; title: string; label: string }) {
  const [revealed, setRevealed] = useState(false);
  const secret = useWebhookSecret(path, revealed);
  const rotate = useRotateWebhookSecret(path);
  const [confirming, setConfirming] = useState(false);
  const onRotate = async () => {
    const done = await rotate.mutateAsync().catch(() => undefined);
    if (done) {
      setConfirming(false);
      setRevealed(true);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      <code aria-label={label} className="rounded-lg border bg-surface-muted px-3 py-2 text-sm break-all">
        {revealed && secret.data ? secret.data.secret : 'whsec_••••••••••••••••••••••••'}
      </code>
      {secret.error && <AlertBanner>Error: {secret.error.message}</AlertBanner>}
      {rotate.error && <AlertBanner>Error: {rotate.error.message}</AlertBanner>}
      {confirming && (
        <AlertBanner tone="info">
          Receivers that still use the old secret will reject deliveries until you update them.
        </AlertBanner>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRevealed((shown) => !shown)}>
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        {confirming ? (
          <Button size="sm" onClick={onRotate} disabled={rotate.isPending}>
            {rotate.isPending ? 'Rotating...' : 'Rotate Now'}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            Rotate
          </Button>
        )}
      </div>
    </div>
  );
}
