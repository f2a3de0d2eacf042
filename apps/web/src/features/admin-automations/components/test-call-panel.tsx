import { exampleInputFor, type AutomationFormValues, type SendTestCallResponse } from '@basalt/contracts';
import { Send } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSendTestCall } from '../api/send-test-call';

const outcomeStyles: Record<SendTestCallResponse['outcome'], string> = {
  completes: 'border-accent',
  waits: 'border-border',
  fails_refunded: 'border-danger',
  fails_charged: 'border-danger',
};

function signingNote(automationId: string | undefined, hasSecret: boolean) {
  if (hasSecret) return 'Signed with the saved signing secret.';
  if (automationId) return 'Not signed: create a signing secret above.';
  return "Signed with a one-time test secret, which Basalt's sample workflows accept; the automation gets its own secret when created.";
}

/**
 * Sends the editor's current webhook URL, answer mode and example input (from the fields'
 * defaults, first options and placeholders) as a test request, saved or not, and shows what came
 * back and what a run would make of it.
 */
export function TestCallPanel({ automationId, hasSecret }: { automationId?: string; hasSecret: boolean }) {
  const { getValues } = useFormContext<AutomationFormValues>();
  const testCall = useSendTestCall();
  const send = () => {
    const values = getValues();
    testCall.mutate({
      automationId,
      webhookUrl: values.webhookUrl,
      answerMode: values.answerMode ?? 'result',
      name: values.name,
      slug: values.slug,
      input: exampleInputFor(values.customFields),
    });
  };
  const result = testCall.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={send} disabled={testCall.isPending}>
          <Send size={16} aria-hidden="true" />
          {testCall.isPending ? 'Sending...' : 'Send test call'}
        </Button>
        <span className="text-xs text-muted-foreground">
          Sends the URL above with example input from the fields, before you save, and waits for its answer as long as a
          run does. {signingNote(automationId, hasSecret)}
        </span>
      </div>
      {testCall.isError && <AlertBanner>{testCall.error.message}</AlertBanner>}
      {result && (
        <div
          role="status"
          aria-label="Test call result"
          className={cn(
            'flex flex-col gap-2 rounded-xl border-2 bg-surface-muted p-4 text-sm',
            outcomeStyles[result.outcome],
          )}
        >
          <p className="font-medium">{result.verdict}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
            <dt className="font-medium">Status</dt>
            <dd>{result.status === null ? `No answer (${result.error})` : result.status}</dd>
            <dt className="font-medium">Content type</dt>
            <dd className="break-all">{result.contentType ?? 'none'}</dd>
            <dt className="font-medium">Size · time</dt>
            <dd>
              {result.bodyBytes.toLocaleString('en-US')} bytes · {result.durationMs} ms
            </dd>
            <dt className="font-medium">callback_url</dt>
            <dd className="break-all font-mono">{result.callbackUrl}</dd>
          </dl>
          {result.body && (
            <pre
              aria-label="First bytes of the answer"
              className="max-h-48 overflow-auto rounded-lg bg-surface p-3 font-mono text-xs whitespace-pre-wrap break-words"
            >
              {result.body}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}
