import { createHmac, timingSafeEqual } from 'node:crypto';

/** Same scheme as Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signSandboxPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${payload}`)}`;
}

/** True when the header signs exactly these bytes with this secret, within the tolerance in seconds. */
export function verifySandboxSignature(rawBody: Buffer, header: string, secret: string, toleranceSeconds = 300) {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody.toString('utf8')}`), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
