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

/**
 * Server-Sent Events of the signed-in user (`GET /api/runs/events`): `ready` once connected; `change`
 * at each step of any of their runs (its id and status: read the run for the rest), with the run-log
 * id to resume from; `balance` with their token balance once connected and after every change of it
 * (a run's charge, hold, settlement or refund, a purchase, an adjustment, an expiry).
 */
export const userStreamReadyEvent = z.object({ userId: z.string() });
export type UserStreamReadyEvent = z.infer<typeof userStreamReadyEvent>;

export const runChangeEvent = z.object({ id: z.uuid(), status: runStatus });
export type RunChangeEvent = z.infer<typeof runChangeEvent>;

export const balanceChangeEvent = z.object({ balance: z.number().int() });
export type BalanceChangeEvent = z.infer<typeof balanceChangeEvent>;
