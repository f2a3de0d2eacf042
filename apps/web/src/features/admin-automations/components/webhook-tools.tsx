import { KeyRound, Send } from 'lucide-react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestCall } from '../api/send-test-call';
import { WebhookSecretReveal } from './webhook-secret-reveal';

/** Edit mode only: rotate the signing secret and send a signed test call to the saved webhook. */
export function WebhookTools({
  automationId,
  hasSecret,
  savedUrl,
}: {
  automationId: string;
  hasSecret: boolean;
  savedUrl: string | null;
}) {
  const rotate = useRotateWebhookSecret(automationId);
  const testCall = useSendTestCall(automationId);
  const rotateSecret = () => {
    const warning = hasSecret
      ? 'Rotate the webhook signing secret? The workflow must be updated with the new secret before its next run.'
      : 'Create a webhook signing secret for this automation?';
    if (window.confirm(warning)) rotate.mutate();
  };
  const result = testCall.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={rotateSecret} disabled={rotate.isPending}>
          <KeyRound size={16} aria-hidden="true" />
          {hasSecret ? 'Rotate signing secret' : 'Create signing secret'}
        </Button>
        <Button variant="secondary" onClick={() => testCall.mutate()} disabled={testCall.isPending || !savedUrl}>
          <Send size={16} aria-hidden="true" />
          {testCall.isPending ? 'Sending...' : 'Send test call'}
        </Button>
        <span className="text-xs text-muted-foreground">
          {savedUrl ? `Test calls go to the saved URL: ${savedUrl}` : 'Save a webhook URL to send a test call.'}
        </span>
      </div>
      {rotate.data && <WebhookSecretReveal secret={rotate.data} />}
      {rotate.isError && <AlertBanner>{rotate.error.message}</AlertBanner>}
      {testCall.isError && <AlertBanner>{testCall.error.message}</AlertBanner>}
      {result && (
        <div role="status" className="flex flex-col gap-2 rounded-xl border bg-surface-muted p-4 text-sm">
          <p>
            <span className="font-medium">Status:</span>{' '}
            {result.status === null ? `No answer (${result.error})` : result.status} ·{' '}
            <span className="font-medium">Time:</span> {result.durationMs} ms
          </p>
          {result.body && (
            <pre className="max-h-48 overflow-auto rounded-lg bg-surface p-3 font-mono text-xs whitespace-pre-wrap">
              {result.body}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
