import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { run } from './run';

/** How long an ended run stays on its automation's page (issue 41: a run is never lost from view). */
export const LATEST_RUN_WINDOW_MINUTES = 15;

export const getLatestRunQuery = z.object({ automationId: automationRefField });
export type GetLatestRunQuery = z.infer<typeof getLatestRunQuery>;

/**
 * Your newest run of one automation while it is queued or running, or ended in the last
 * LATEST_RUN_WINDOW_MINUTES minutes; null when there is none.
 */
export const getLatestRunResponse = z.object({ run: run.nullable() });
export type GetLatestRunResponse = z.infer<typeof getLatestRunResponse>;
