import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new per-automation signing secret in the Standard Webhooks format (shown once in the editor). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Standard Webhooks headers for one delivery: webhook-id, webhook-timestamp (Unix seconds) and
 * webhook-signature `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the secret's bytes
 * (the base64 after `whsec_`), so any Standard Webhooks library verifies them.
 */
export function signWebhook(secret: string, messageId: string, body: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}

/** How far a signed call's timestamp may be from now (Standard Webhooks' usual tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * True when the Standard Webhooks headers sign exactly this body with this secret, within five
 * minutes of `now`. `webhook-signature` may list several space-separated `v1,` signatures.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = new Date(),
): boolean {
  const [id, timestamp, signatures] = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  }) as [string, string, string];
  if (!id || !/^\d{1,12}$/.test(timestamp) || !signatures) return false;
  const sentAt = Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - sentAt) > SIGNATURE_TOLERANCE_SECONDS * 1000) return false;
  const expected = Buffer.from(signWebhook(secret, id, body, new Date(sentAt))['webhook-signature']);
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
