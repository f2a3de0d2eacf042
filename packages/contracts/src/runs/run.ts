import { z } from 'zod';

/** pending is shown as Queued; cancelled appears only as a history badge (spec §4). */
export const runStatuses = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export const runStatus = z.enum(runStatuses);
export type RunStatus = z.infer<typeof runStatus>;

export const finishedRunStatuses: readonly RunStatus[] = ['completed', 'failed', 'cancelled'];
export const isFinishedRunStatus = (status: string) => (finishedRunStatuses as readonly string[]).includes(status);

/**
 * Why a run failed (DESIGN D4). input_rejected: the workflow refused the input with a 4xx and an
 * error message; not refunded. Every other kind is refunded in full. automation_paused: the run was
 * queued when its automation was paused (D18) and never started.
 */
export const runFailureKinds = [
  'input_rejected',
  'unreachable',
  'timeout',
  'workflow_error',
  'malformed_answer',
  'response_too_large',
  'refused_address',
  'deadline_passed',
  'cancelled',
  'automation_paused',
] as const;
export const runFailureKind = z.enum(runFailureKinds);
export type RunFailureKind = z.infer<typeof runFailureKind>;

/** A result file kept in Basalt's storage, with a download link that expires. */
export const runResultFile = z.object({ name: z.string(), url: z.string(), size: z.number().nullable() });

/** A run as its owner sees it. result_data links to files are signed afresh on every read. */
export const run = z.object({
  id: z.uuid(),
  automationId: z.uuid().nullable(),
  automation: z
    .object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), category: z.string().nullable() })
    .nullable(),
  /** The automation's name in the version the run used; kept when the automation is renamed or deleted. */
  automationName: z.string().nullable(),
  /** The version of the automation the run used (DESIGN D19): its name, price and fields; null before versions. */
  automationVersion: z.number().int().nullable(),
  configurationId: z.uuid().nullable(),
  status: runStatus,
  inputData: z.record(z.string(), z.unknown()),
  resultData: z.record(z.string(), z.unknown()).nullable(),
  errorMessage: z.string().nullable(),
  failureKind: runFailureKind.nullable(),
  /** The quote shown before the run: the cost, or the hold of a metered run (D5). */
  quotedTokens: z.number().int(),
  tokensCharged: z.number().int(),
  tokensRefunded: z.number().int(),
  progress: z.number().int().nullable(),
  progressMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  executionTimeMs: z.number().int().nullable(),
  /** When this run's result files are deleted (retention setting); null when it has none. */
  filesExpireAt: z.iso.datetime().nullable(),
});
export type Run = z.infer<typeof run>;

export const runParams = z.object({ id: z.uuid() });
export type RunParams = z.infer<typeof runParams>;

export const getRunResponse = z.object({ run });
export type GetRunResponse = z.infer<typeof getRunResponse>;

/** Spec §8: the tip under a failed run's message. */
export function failedRunTip(message: string | null, failureKind?: RunFailureKind | null): string {
  if (failureKind === 'input_rejected' || /invalid input|validation/i.test(message ?? '')) {
    return 'Check your input data and try again';
  }
  return 'If this error persists, please contact support';
}
