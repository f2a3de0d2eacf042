import type { AutomationDetail } from '@basalt/contracts';
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
  if (!automation.sampleOutput) return null;
  return (
    <PageSection id="sample-output" title="Sample output">
      <p className="mb-4 text-sm text-muted-foreground">
        What a run of {automation.name} returned for its example input
        {automation.exampleInput ? ' (Fill with example puts that input in the form)' : ''}.
      </p>
      <div className="rounded-2xl border bg-surface p-5">
        <ResultContent result={automation.sampleOutput} baseName={`${automation.slug ?? 'automation'}-sample`} />
      </div>
    </PageSection>
  );
}
