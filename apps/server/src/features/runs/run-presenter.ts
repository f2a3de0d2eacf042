import type { Run } from '@basalt/contracts';
import { signResultFiles } from '../files';
import type { RunsContext } from './run-context';
import type { RunView } from './runs.queries';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A run as its owner sees it; result file references become fresh signed links. */
export function toRun(context: RunsContext, view: RunView): Run {
  return {
    id: view.id,
    automationId: view.automationId,
    automation:
      view.automationId && view.automationName !== null
        ? { id: view.automationId, name: view.automationName, slug: view.automationSlug, category: view.categoryName }
        : null,
    automationName: view.automationName,
    configurationId: view.configurationId,
    status: view.status,
    inputData: view.inputData,
    resultData: view.resultData ? (signResultFiles(context.files, view.resultData) as Record<string, unknown>) : null,
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
