import {
  automationIdPattern,
  DEFAULT_HEALTH_THRESHOLDS,
  type GetHealthThresholdsResponse,
  type ListPausedAutomationsResponse,
  type UpdateHealthThresholdsBody,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import {
  addBackWatcher,
  findPublishedAutomation,
  listPausedAutomations,
  readHealthThresholds,
  saveHealthThresholds,
} from './automation-health.queries';

/** The thresholds in force: the admin's, or the documented defaults (DESIGN D18). */
export async function getHealthThresholds(db: Database): Promise<GetHealthThresholdsResponse> {
  const stored = await readHealthThresholds(db);
  const isSet = stored?.failuresInARow != null;
  return {
    failuresInARow: stored?.failuresInARow ?? DEFAULT_HEALTH_THRESHOLDS.failuresInARow,
    failureRatePercent: stored?.failureRatePercent ?? DEFAULT_HEALTH_THRESHOLDS.failureRatePercent,
    failureRateMinRuns: stored?.failureRateMinRuns ?? DEFAULT_HEALTH_THRESHOLDS.failureRateMinRuns,
    failureRateWindowMinutes: stored?.failureRateWindowMinutes ?? DEFAULT_HEALTH_THRESHOLDS.failureRateWindowMinutes,
    isSet,
  };
}

/** The change and its audit entry commit together (DESIGN D8); the next failure is judged by it. */
export async function updateHealthThresholds(
  db: Database,
  admin: SessionUser,
  body: UpdateHealthThresholdsBody,
): Promise<GetHealthThresholdsResponse> {
  return db.transaction(async (tx) => {
    const { isSet: _isSet, ...before } = await getHealthThresholds(tx);
    await saveHealthThresholds(tx, body);
    const changed = Object.fromEntries(
      (Object.keys(body) as (keyof typeof body)[])
        .filter((key) => before[key] !== body[key])
        .map((key) => [key, { from: before[key], to: body[key] }]),
    );
    await recordAdminAction(tx, { admin, actionType: 'update_health_thresholds', details: changed });
    return { ...body, isSet: true };
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function getPausedAutomations(db: Database): Promise<ListPausedAutomationsResponse> {
  const rows = await listPausedAutomations(db);
  return {
    automations: rows.map(({ pausedAt, reason, lastError, ...row }) => ({
      ...row,
      pause: { pausedAt: iso(pausedAt!), reason: reason ?? '', lastError },
    })),
  };
}

/**
 * A signed-in customer asks for one e-mail when the paused automation takes runs again; it goes
 * out with the admin's resume. Only while it is paused: there is nothing to wait for otherwise.
 */
export async function notifyWhenBack(db: Database, user: SessionUser, ref: string): Promise<void> {
  const automation = await findPublishedAutomation(
    db,
    automationIdPattern.test(ref) ? { id: ref.toLowerCase() } : { slug: ref },
  );
  if (!automation) throw notFound('Automation not found');
  if (!automation.paused) throw new AppError('CONFLICT', 'This automation is available: run it now.');
  await addBackWatcher(db, automation.id, user.id);
}
