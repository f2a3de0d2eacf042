import { randomUUID } from 'node:crypto';
import type { SendTestCallResponse } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import {
  newWebhookSecret,
  OutboundClient,
  OutboundError,
  outboundPolicyFromConfig,
  signWebhook,
  validateWebhookUrl,
  type OutboundPolicy,
} from '../../platform/outbound';
import { recordAdminAction } from '../audit-log';
import { findAutomationWithCategory, lockAutomation, updateAutomationRow } from './admin-automations.queries';

export interface WebhookSettings {
  policy: OutboundPolicy;
  client: OutboundClient;
  timeoutMs: number;
  maxBytes: number;
}

/** The worker's outbound rules and limits, so a test call meets exactly what a run meets. */
export function webhookSettingsFrom(config: Config): WebhookSettings {
  const policy = outboundPolicyFromConfig(config);
  return {
    policy,
    client: new OutboundClient(policy),
    // The browser gives up on any API call after 8 s, so a test call must answer before that.
    timeoutMs: Math.min(config.WEBHOOK_TIMEOUT_MS, 7_000),
    maxBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
  };
}

/** The worker's SSRF rules, applied when an admin saves a webhook URL (DESIGN §2.5). */
export async function checkWebhookUrl(url: string | null, policy: OutboundPolicy) {
  if (!url) return;
  try {
    await validateWebhookUrl(url, policy);
  } catch (error) {
    if (error instanceof OutboundError) {
      throw new AppError('VALIDATION_FAILED', error.message, [{ path: 'body.webhookUrl', message: error.message }]);
    }
    throw error;
  }
}

/** A new signing secret replaces the old one at once (audited); it is shown this once. */
export async function rotateWebhookSecret(db: Database, admin: SessionUser, id: string) {
  const webhookSecret = newWebhookSecret();
  await db.transaction(async (tx) => {
    const automation = await lockAutomation(tx, id);
    if (!automation) throw notFound('Automation not found');
    await updateAutomationRow(tx, id, { webhookSecret });
    await recordAdminAction(tx, {
      admin,
      actionType: 'rotate_webhook_secret',
      automation: { id, name: automation.name },
    });
  });
  return { webhookSecret };
}

const ANSWER_PREVIEW_CHARS = 4000;

/**
 * Sends a signed request shaped like a real run (marked `test: true`, empty input) to the saved
 * webhook URL through the same outbound client as the worker, and reports what came back.
 */
export async function sendTestCall(db: Database, settings: WebhookSettings, id: string): Promise<SendTestCallResponse> {
  const row = await findAutomationWithCategory(db, id);
  if (!row) throw notFound('Automation not found');
  const { automation } = row;
  if (!automation.webhookUrl) throw new AppError('VALIDATION_FAILED', 'Save a webhook URL first');
  if (!automation.webhookSecret) throw new AppError('VALIDATION_FAILED', 'Rotate the webhook secret first');
  const messageId = `msg_test_${randomUUID()}`;
  const body = JSON.stringify({
    test: true,
    run_id: `test_${randomUUID()}`,
    automation: { id: automation.id, slug: automation.slug, name: automation.name },
    input: {},
    files: [],
    callback_url: null,
  });
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await settings.client.request({
      method: 'POST',
      url: automation.webhookUrl,
      headers: { 'content-type': 'application/json', ...signWebhook(automation.webhookSecret, messageId, body) },
      body,
      timeoutMs: settings.timeoutMs,
      maxBytes: settings.maxBytes,
    });
    return {
      status: response.status,
      durationMs: elapsed(),
      body: response.body.toString('utf8').slice(0, ANSWER_PREVIEW_CHARS),
      error: null,
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { status: null, durationMs: elapsed(), body: '', error: error.message };
  }
}
