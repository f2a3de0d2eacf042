import type { AutomationDetail } from '@basalt/contracts';
import { useSession } from '@/features/auth';
import { lazyComponent } from '@/lib/lazy-component';
import { PageSection } from './page-section';

/**
 * The result viewer (with its Markdown renderer) in a chunk of its own: evaluated in a task of its
 * own before hydration, not in the page's (issue 16's TBT).
 */
const ResultContent = lazyComponent(
  'sample-output',
  () => import('@/components/result-viewer'),
  (m) => m.ResultContent,
  // The build merges the result viewer into a chunk it shares with the run panel; the server finds
  // that chunk by this module all the same (.vite/module-chunks.json), so a visitor preloads it too.
  'src/components/result-viewer/index.ts',
);

/** What a run gives back, shown before anyone pays (issue 15 "try before you pay"). */
export function SampleOutputSection({ automation }: { automation: AutomationDetail }) {
  const session = useSession();
  if (!automation.sampleOutput) return null;
  // Only a signed-in person has the run form, and with it the Fill with example button.
  const canFillExample = Boolean(session.user && automation.exampleInput);
  return (
    <PageSection id="sample-output" title="Sample output">
      <p className="mb-4 text-sm text-muted-foreground">
        What a run of {automation.name} returned for its example input.
        {canFillExample && ' To try that input, press Fill with example in the form above.'}
      </p>
      <div className="rounded-2xl border bg-surface p-5">
        <ResultContent result={automation.sampleOutput} baseName={`${automation.slug ?? 'automation'}-sample`} />
      </div>
    </PageSection>
  );
}
