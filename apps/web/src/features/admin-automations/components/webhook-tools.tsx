import { KeyRound } from 'lucide-react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { WebhookSecretReveal } from './webhook-secret-reveal';

/** Edit mode only: rotate the signing secret (the test call is offered in both modes, under the answer settings). */
export function WebhookTools({ automationId, hasSecret }: { automationId: string; hasSecret: boolean }) {
  const rotate = useRotateWebhookSecret(automationId);
  const rotateSecret = () => {
    const warning = hasSecret
      ? 'Rotate the webhook signing secret? The workflow must be updated with the new secret before its next run.'
      : 'Create a webhook signing secret for this automation?';
    if (window.confirm(warning)) rotate.mutate();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={rotateSecret} disabled={rotate.isPending}>
          <KeyRound size={16} aria-hidden="true" />
          {hasSecret ? 'Rotate signing secret' : 'Create signing secret'}
        </Button>
      </div>
      {rotate.data && <WebhookSecretReveal secret={rotate.data} />}
      {rotate.isError && <AlertBanner>{rotate.error.message}</AlertBanner>}
    </div>
  );
}
