import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useRotateWebhookSecret, useWebhookSecret } from '../api/webhook-settings';

/** The Standard Webhooks secret, hidden until revealed; rotating replaces it for later deliveries. */
export function SigningSecret() {
  const [revealed, setRevealed] = useState(false);
  const secret = useWebhookSecret(revealed);
  const rotate = useRotateWebhookSecret();
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
      <h3 className="font-semibold">Signing secret</h3>
      <p className="text-sm text-muted-foreground">
        Each delivery carries webhook-id, webhook-timestamp and webhook-signature headers (Standard Webhooks). Verify
        them with this secret.
      </p>
      <code aria-label="Signing secret" className="rounded-lg border bg-surface-muted px-3 py-2 text-sm break-all">
        {revealed && secret.data ? secret.data.secret : 'whsec_••••••••••••••••••••••••'}
      </code>
      {secret.error && <AlertBanner>Error: {secret.error.message}</AlertBanner>}
      {rotate.error && <AlertBanner>Error: {rotate.error.message}</AlertBanner>}
      {confirming && (
        <AlertBanner tone="info">
          Receivers that still use the old secret will reject deliveries until you update them.
        </AlertBanner>
      )}
      <div className="flex gap-2">
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
