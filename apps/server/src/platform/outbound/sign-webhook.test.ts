import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './sign-webhook';

describe('webhook signatures', () => {
  it('verify with the standardwebhooks library', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ run_id: 'r1', input: { topic: 'ünïcode ✓' } });
    const headers = signWebhook(secret, 'msg_1', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fail verification when the body, the secret or the time is off', () => {
    const secret = newWebhookSecret();
    const body = '{"run_id":"r1"}';
    const headers = signWebhook(secret, 'msg_2', body);
    expect(() => new Webhook(secret).verify('{"run_id":"r2"}', headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    const stale = signWebhook(secret, 'msg_3', body, new Date(Date.now() - 60 * 60_000));
    expect(() => new Webhook(secret).verify(body, stale)).toThrow();
  });
});
