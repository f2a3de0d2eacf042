import type { PauseAutomationBody, PauseAutomationResponse } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { refuseQueuedRunsOfPaused, type RunsContext } from '../runs';
import { lockAutomation } from './admin-automations.queries';
import { setPause } from './automation-health.queries';

/**
 * DESIGN D18 by hand: an admin pauses an automation they know is broken before the thresholds do.
 * It is the same pause (runs refused before any charge, schedules skipped, resumed after a test
 * call); the pause and its audit entry commit together, then its queued runs are refunded as after
 * an automatic pause.
 */
export async function pauseAutomation(
  context: Pick<RunsContext, 'db' | 'jobQueue' | 'publicUrl' | 'log'>,
  admin: SessionUser,
  id: string,
  { reason }: PauseAutomationBody,
): Promise<PauseAutomationResponse> {
  await context.db.transaction(async (tx) => {
    const automation = await lockAutomation(tx, id);
    if (!automation) throw notFound('Automation not found');
    if (!(await setPause(tx, id, reason))) throw new AppError('CONFLICT', `${automation.name} is already paused`);
    await recordAdminAction(tx, {
      admin,
      actionType: 'pause_automation',
      automation: { id, name: automation.name },
      details: { reason },
    });
  });
  const refundedRuns = await refuseQueuedRunsOfPaused(
    context,
    { automationId: id },
    'Not started: this automation was paused by our team and is temporarily unavailable.',
  );
  return { paused: true, refundedRuns };
}
