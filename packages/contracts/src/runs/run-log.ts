import { z } from 'zod';
import { run, runStatus } from './run';

/** A state change, or a progress callback. */
export const runEventKinds = ['status', 'progress'] as const;

/**
 * One step of a run's log (table run_events): a state change (`status`: queued, running, completed,
 * failed, cancelled, with what happened to the tokens in the message) or a progress callback
 * (`progress`). Ids increase over all runs, so they order a run's log and can resume an event stream.
 */
export const runLogEvent = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  kind: z.enum(runEventKinds),
  status: runStatus,
  progress: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type RunLogEvent = z.infer<typeof runLogEvent>;

/** The run-detail answer: the run and its log, oldest step first. */
export const getRunDetailResponse = z.object({ run, events: z.array(runLogEvent) });
export type GetRunDetailResponse = z.infer<typeof getRunDetailResponse>;
