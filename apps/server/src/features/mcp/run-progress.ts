import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { RUN_WAIT_MAX_SECONDS } from '@basalt/contracts';

/** How long a tool call holds for the run's end, like `Prefer: wait` (and with its cap). */
export const waitSecondsArgument = z
  .number()
  .int()
  .min(0)
  .max(RUN_WAIT_MAX_SECONDS)
  .default(45)
  .describe(`Seconds to wait for the end, at most ${RUN_WAIT_MAX_SECONDS}; 45 unless told`);

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Run progress as MCP progress notifications, when the client asked for them with a progress token. */
export function progressReporter(extra: Extra) {
  const progressToken = extra._meta?.progressToken;
  if (progressToken === undefined) return undefined;
  return (change: { progress: number | null; progressMessage: string | null }) => {
    if (change.progress === null) return;
    const params = {
      progressToken,
      progress: change.progress,
      total: 100,
      message: change.progressMessage ?? undefined,
    };
    // A client gone away misses a notification; the run and the answer do not depend on it.
    extra.sendNotification({ method: 'notifications/progress', params }).catch(() => {});
  };
}
