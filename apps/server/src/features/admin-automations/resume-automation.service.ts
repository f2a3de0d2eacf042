import type { GetAutomationHealthResponse, ResumeAutomationResponse, SendTestCallResponse } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { sendMail } from '../../platform/mail';
import { recordAdminAction } from '../audit-log';
import { findAutomationWithCategory, lockAutomation } from './admin-automations.queries';
import { automationBackEmail } from './automation-back-email';
import { clearPause, listHealthWindows, rollingHealthWindows, takeBackWatchers } from './automation-health.queries';
import { sendTestCall } from './test-call.service';
import type { WebhookSettings } from './webhook.service';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Success rate, platform failures and p50/p95 durations over 1 hour, 24 hours and 7 days, and the pause. */
export async function getAutomationHealth(db: Database, id: string): Promise<GetAutomationHealthResponse> {
  const found = await findAutomationWithCategory(db, id);
  if (!found) throw notFound('Automation not found');
  const { automation } = found;
  const windows = await listHealthWindows(db, id, rollingHealthWindows);
  return {
    pause: automation.pausedAt
      ? {
          pausedAt: iso(automation.pausedAt),
          reason: automation.pauseReason ?? '',
          lastError: automation.pauseLastError,
        }
      : null,
    windows: windows.map((row) => ({
      ...row,
      successRate: row.finished > 0 ? Math.round((row.completed * 100) / row.finished) : null,
      p50Ms: row.p50Ms === null ? null : Math.round(row.p50Ms),
      p95Ms: row.p95Ms === null ? null : Math.round(row.p95Ms),
    })),
  };
}

/**
 * The saved automation's workflow called as a run would call it, with its example input, through
 * the worker's rules: nobody is charged and no run is made. What an admin checks before resuming.
 */
export async function testCallSavedAutomation(
  db: Database,
  webhooks: WebhookSettings,
  id: string,
): Promise<SendTestCallResponse> {
  const found = await findAutomationWithCategory(db, id);
  if (!found) throw notFound('Automation not found');
  const { automation } = found;
  if (!automation.webhookUrl) {
    throw new AppError('VALIDATION_FAILED', 'Enter a webhook URL to send a test call', [
      { path: 'body.webhookUrl', message: 'Enter a webhook URL to send a test call' },
    ]);
  }
  return sendTestCall(db, webhooks, {
    automationId: id,
    webhookUrl: automation.webhookUrl,
    answerMode: automation.answerMode,
    name: automation.name,
    slug: automation.slug ?? '',
    input: automation.exampleInput ?? {},
  });
}

/**
 * DESIGN D18: an admin resumes a paused automation after a test call. The call is made here, first:
 * only an answer a run would complete with (or wait on, for a workflow that calls back) resumes it.
 * The resume, its audit entry and the e-mails to the customers who asked commit together.
 */
export async function resumeAutomation(
  db: Database,
  webhooks: WebhookSettings,
  admin: SessionUser,
  id: string,
): Promise<ResumeAutomationResponse> {
  const testCall = await testCallSavedAutomation(db, webhooks, id);
  if (testCall.outcome !== 'completes' && testCall.outcome !== 'waits') {
    throw new AppError('CONFLICT', `The test call did not succeed, so it stays paused. ${testCall.verdict}`);
  }
  await db.transaction(async (tx) => {
    const automation = await lockAutomation(tx, id);
    if (!automation) throw notFound('Automation not found');
    const pause = {
      pausedAt: automation.pausedAt,
      reason: automation.pauseReason,
      lastError: automation.pauseLastError,
    };
    if (!(await clearPause(tx, id))) throw new AppError('CONFLICT', `${automation.name} is not paused`);
    await recordAdminAction(tx, {
      admin,
      actionType: 'resume_automation',
      automation: { id, name: automation.name },
      details: {
        pausedAt: pause.pausedAt ? iso(pause.pausedAt) : null,
        reason: pause.reason,
        lastError: pause.lastError,
        testCall: { status: testCall.status, outcome: testCall.outcome, durationMs: testCall.durationMs },
      },
    });
    const path = automation.slug ? `/basalt/${automation.slug}` : `/automation/${automation.id}`;
    const url = `${webhooks.publicUrl}${path}`;
    for (const watcher of await takeBackWatchers(tx, id)) {
      await sendMail(tx, automationBackEmail(watcher, automation.name, url));
    }
  });
  return { resumed: true, testCall };
}
