import { z } from 'zod';
import { run, runStatus } from './run';

/**
 * Server-Sent Events of one run (`GET /api/runs/{id}/events`): `run` carries the whole run (first
 * event and every final state); `progress` carries the live fields only.
 */
export const runProgressEvent = z.object({
  id: z.uuid(),
  status: runStatus,
  progress: z.number().int().nullable(),
  progressMessage: z.string().nullable(),
});
export type RunProgressEvent = z.infer<typeof runProgressEvent>;

export const runSnapshotEvent = z.object({ run });
export type RunSnapshotEvent = z.infer<typeof runSnapshotEvent>;
