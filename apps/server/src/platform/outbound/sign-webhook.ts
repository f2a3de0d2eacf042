import { createHmac, randomBytes } from 'node:crypto';

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
