import type { Run } from '@basalt/contracts';
import { signResultFiles } from '../files';
import type { RunsContext } from './run-context';
import type { RunView } from './runs.queries';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Runs as their owner sees them; result file references become fresh signed links (files feature). */
export async function toRuns(context: RunsContext, views: readonly RunView[]): Promise<Run[]> {
  const results = await signResultFiles(context.files, views);
  return views.map((view, index) => present(view, results[index]!));
}

export async function toRun(context: RunsContext, view: RunView): Promise<Run> {
  const [run] = await toRuns(context, [view]);
  return run!;
}

function present(view: RunView, resultData: Record<string, unknown> | null): Run {
  return {
    id: view.id,
    automationId: view.automationId,
    automation:
      view.automationId && view.automationName !== null
        ? { id: view.automationId, name: view.automationName, slug: view.automationSlug, category: view.categoryName }
        : null,
    automationName: view.automationName,
    automationVersion: view.automationVersion,
    configurationId: view.configurationId,
    status: view.status,
    inputData: view.inputData,
    resultData,
    errorMessage: view.errorMessage,
    failureKind: view.failureKind ?? null,
    quotedTokens: view.quotedTokens,
    tokensCharged: view.tokensCharged,
    tokensRefunded: view.tokensRefunded,
    progress: view.progress,
    progressMessage: view.progressMessage,
    createdAt: view.createdAt.toISOString(),
    startedAt: iso(view.startedAt),
    completedAt: iso(view.completedAt),
    executionTimeMs: view.executionTimeMs,
    filesExpireAt: iso(view.filesExpireAt),
  };
}
