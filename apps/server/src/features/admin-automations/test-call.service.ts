import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SendTestCallInput, SendTestCallResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { OutboundError, signWebhook } from '../../platform/outbound';
import { classifyWorkflowAnswer, type AnswerOutcome } from '../runs';
import { findAutomationWithCategory } from './admin-automations.queries';
import { testCallVerdict } from './test-call-verdict';
import type { WebhookSettings } from './webhook.service';

const ANSWER_PREVIEW_BYTES = 4000;

const testCallbackToken = (settings: WebhookSettings, testId: string) =>
  createHmac('sha256', settings.testCallbackKey).update(testId).digest('base64url');

export function isValidTestCallbackToken(settings: WebhookSettings, testId: string, token: string): boolean {
  const expected = Buffer.from(testCallbackToken(settings, testId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The first bytes as text, or a description when they are not text. */
function preview(body: Buffer): string {
  const head = body.subarray(0, ANSWER_PREVIEW_BYTES);
  const text = new TextDecoder('utf-8').decode(head);
  if (text.includes('\uFFFD') || head.includes(0))
    return `(${body.length.toLocaleString('en-US')} bytes of binary data)`;
  return body.length > ANSWER_PREVIEW_BYTES ? `${text}…` : text;
}

type TestCall = Required<Pick<SendTestCallInput, 'webhookUrl' | 'answerMode' | 'name' | 'slug' | 'input'>> &
  Pick<SendTestCallInput, 'automationId'>;

/**
 * Sends a request shaped like a real run (marked `test: true`, with a callback_url that accepts
 * and judges callbacks without touching any run) to the editor's current webhook URL, through the
 * worker's outbound client and rules, and says what Basalt would make of the answer. A saved
 * automation's secret signs it; an unsaved one has no secret yet, so a one-time secret derived
 * from the call's id does, which only Basalt's own sample workflows can check.
 */
export async function sendTestCall(
  db: Database,
  settings: WebhookSettings,
  call: TestCall,
): Promise<SendTestCallResponse> {
  const saved = call.automationId ? await findAutomationWithCategory(db, call.automationId) : undefined;
  if (call.automationId && !saved) throw notFound('Automation not found');
  const testId = randomUUID();
  // A saved automation that never had a secret (made before secrets) stays unsigned, as its runs are.
  const secret = saved ? saved.automation.webhookSecret : settings.unsavedTestCallSecret(testId);
  const callbackUrl = `${settings.publicUrl}/api/test-calls/${testId}/callback?token=${testCallbackToken(settings, testId)}`;
  const body = JSON.stringify({
    test: true,
    run_id: testId,
    // An unsaved automation has no id yet: the key is left out rather than sent as null.
    automation: { id: call.automationId, slug: call.slug || null, name: call.name || 'Test call' },
    input: call.input,
    files: [],
    callback_url: callbackUrl,
    answer_mode: call.answerMode,
  });
  const signature = secret ? signWebhook(secret, `msg_test_${testId}`, body) : {};
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const common = { signed: Boolean(secret), callbackUrl };
  try {
    const response = await settings.client.request({
      method: 'POST',
      url: call.webhookUrl,
      headers: { 'content-type': 'application/json', 'user-agent': 'Basalt-Webhooks/1.0', ...signature },
      body,
      timeoutMs: settings.timeoutMs,
      maxBytes: Math.max(settings.maxBytes, settings.maxFileBytes),
    });
    const outcome = classifyWorkflowAnswer(response, call.answerMode, settings.maxBytes);
    const contentType = response.headers['content-type'];
    return {
      ...common,
      status: response.status,
      durationMs: elapsed(),
      contentType: typeof contentType === 'string' ? contentType : null,
      body: preview(response.body),
      bodyBytes: response.body.length,
      error: null,
      ...testCallVerdict(outcome, call.answerMode),
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    const failure: AnswerOutcome = {
      kind: 'failed',
      failureKind: error.kind === 'timeout' ? 'timeout' : 'unreachable',
      message: error.message,
    };
    return {
      ...common,
      status: null,
      durationMs: elapsed(),
      contentType: null,
      body: '',
      bodyBytes: 0,
      error: error.message,
      ...testCallVerdict(failure, call.answerMode),
    };
  }
}
