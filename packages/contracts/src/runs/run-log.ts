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

/** A field of the form the run was started with, to label its input. */
export const runInputField = z.object({ id: z.string(), label: z.string(), type: z.string() });
export type RunInputField = z.infer<typeof runInputField>;

/**
 * The run-detail answer: the run, its log (oldest step first) and the fields of the version it ran
 * (DESIGN D19), so its input reads with the labels the person filled in, whatever the form is now.
 */
export const getRunDetailResponse = z.object({
  run,
  events: z.array(runLogEvent),
  // Defaulted so that answers recorded before versions still parse.
  fields: z.array(runInputField).default([]),
});
export type GetRunDetailResponse = z.infer<typeof getRunDetailResponse>;
