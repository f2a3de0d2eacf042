import { isFinishedRunStatus, type Run } from '@basalt/contracts';

const fileLink = /\/api\/files\/[0-9a-f-]{36}\/content\?expires=/;

function collectLinks(value: unknown, into: string[]): string[] {
  if (typeof value === 'string' && fileLink.test(value)) into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectLinks(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectLinks(item, into));
  return into;
}

/** A run as an agent needs it: the outcome, the tokens, the result with its file links, what to do next. */
export function runAnswer(run: Run) {
  const ended = isFinishedRunStatus(run.status);
  return {
    run_id: run.id,
    automation: run.automation?.slug ?? run.automationName,
    version: run.automationVersion,
    status: run.status,
    progress: run.progress,
    progress_message: run.progressMessage,
    quoted_tokens: run.quotedTokens,
    tokens_charged: run.tokensCharged,
    tokens_refunded: run.tokensRefunded,
    result: run.resultData,
    // Signed links valid for an hour; get_run answers fresh ones.
    file_links: collectLinks(run.resultData, []),
    files_expire_at: run.filesExpireAt,
    error: run.errorMessage,
    ...(ended
      ? {}
      : { next: 'The run is still going: call get_run with this run_id (it waits for the end), or cancel_run.' }),
  };
}
