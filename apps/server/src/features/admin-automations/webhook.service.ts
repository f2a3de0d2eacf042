import { createHmac } from 'node:crypto';
import type { SessionUser } from '../../platform/auth';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import {
  newWebhookSecret,
  OutboundClient,
  OutboundError,
  engineOutboundPolicy,
  validateWebhookUrl,
  type OutboundPolicy,
} from '../../platform/outbound';
import { recordAdminAction } from '../audit-log';
import { lockAutomation, updateAutomationRow } from './admin-automations.queries';
import { unsavedTestCallSecretFrom, type UnsavedTestCallSecret } from './test-call-secret';

export interface WebhookSettings {
  policy: OutboundPolicy;
  client: OutboundClient;
  timeoutMs: number;
  /** Largest answer that is not a file, and largest file answer (as for runs). */
  maxBytes: number;
  maxFileBytes: number;
  publicUrl: string;
  /** Keys the tokens of test calls' callback URLs. */
  testCallbackKey: Buffer;
  /** Signs the test calls of an automation that is not saved yet. */
  unsavedTestCallSecret: UnsavedTestCallSecret;
}

/** The worker's outbound rules and limits, so a test call meets exactly what a run meets. */
export function webhookSettingsFrom(config: Config): WebhookSettings {
  const policy = engineOutboundPolicy(config);
  return {
    policy,
    client: new OutboundClient(policy),
    // As long as a run waits (issue 38: a workflow answering in 10 s failed the test and worked for
    // real); the editor's request waits that long too (send-test-call.ts in the web app).
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    maxBytes: config.WEBHOOK_MAX_RESPONSE_BYTES,
    maxFileBytes: config.RESULT_FILE_MAX_MB * 1024 * 1024,
    publicUrl: config.PUBLIC_URL,
    testCallbackKey: createHmac('sha256', config.AUTH_SECRET).update('basalt:test-call-callbacks').digest(),
    unsavedTestCallSecret: unsavedTestCallSecretFrom(config),
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
