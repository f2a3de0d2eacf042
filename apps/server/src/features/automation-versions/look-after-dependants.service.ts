import type { Database } from '../../platform/db/database';
import { pauseSchedulesThatNoLongerFit } from '../schedules';

export interface PublishedVersion {
  automationId: string;
  /** The version just published (its content is now the automation's columns). */
  number: number;
  /** The site's address, for the link in the owners' e-mails. */
  publicUrl: string;
}

/**
 * What follows a publish, once it has committed (issue 40 item 3). Saved configurations need no
 * work: their "needs your attention" flags are computed on read against the live fields. Their
 * active schedules that would now be refused are paused before any charge and their owners told;
 * the schedule ticker makes the same check before every start, so a publish that never calls this
 * (or a schedule due in between) is still paused, never charged for a refusal.
 */
export async function lookAfterDependants(db: Database, version: PublishedVersion) {
  const pausedSchedules = await pauseSchedulesThatNoLongerFit(db, version.automationId, version.publicUrl);
  return { number: version.number, pausedSchedules };
}
