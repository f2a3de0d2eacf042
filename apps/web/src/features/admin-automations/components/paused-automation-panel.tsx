import { pauseSummary, type AdminAutomationRow, type AutomationPause } from '@basalt/contracts';
import { PlayCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useResumeAutomation, useTestCallSavedAutomation } from '../api/automation-health';

type PausedRow = AdminAutomationRow & { pause: AutomationPause };

/** Manage Automations' paused automations, each with its test call and Resume (DESIGN D18). */
export function PausedAutomationsPanel({ automations }: { automations: AdminAutomationRow[] }) {
  const paused = automations.filter((row): row is PausedRow => row.pause !== null);
  if (paused.length === 0) return null;
  return (
    <section aria-label="Paused: test call, then resume" className="flex flex-col gap-3">
      {paused.map((row) => (
        <PausedAutomation key={row.id} automation={row} />
      ))}
    </section>
  );
}

function PausedAutomation({ automation }: { automation: PausedRow }) {
  const testCall = useTestCallSavedAutomation(automation.id);
  const resume = useResumeAutomation(automation.id);
  const answer = testCall.data ?? resume.data?.testCall;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-danger/40 bg-red-500/5 p-4 text-sm">
      <div>
        <h2 className="font-semibold">{automation.name}</h2>
        <p className="text-danger">{pauseSummary(automation.pause)}</p>
        <p className="text-xs text-muted-foreground">
          Since {formatDateTime(automation.pause.pausedAt)}. New runs are refused before any charge; queued runs were
          refunded. Fix its workflow (Edit), send a test call, then resume it.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={testCall.isPending} onClick={() => testCall.mutate()}>
          <Send size={16} aria-hidden="true" />
          {testCall.isPending ? 'Sending test call...' : 'Test call'}
        </Button>
        <Button
          disabled={resume.isPending}
          onClick={() =>
            resume.mutate(undefined, { onSuccess: () => toast.success(`${automation.name} takes runs again`) })
          }
        >
          <PlayCircle size={16} aria-hidden="true" />
          {resume.isPending ? 'Testing, then resuming...' : 'Resume'}
        </Button>
      </div>
      {testCall.isError && <AlertBanner>{testCall.error.message}</AlertBanner>}
      {resume.isError && <AlertBanner>{resume.error.message}</AlertBanner>}
      {answer && (
        <AlertBanner tone={answer.outcome === 'completes' || answer.outcome === 'waits' ? 'success' : 'error'}>
          <strong>Test call: {answer.status === null ? 'no answer' : `HTTP ${answer.status}`}</strong> in{' '}
          {answer.durationMs} ms. {answer.verdict}
          {answer.body && <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap text-xs">{answer.body}</pre>}
        </AlertBanner>
      )}
    </article>
  );
}
