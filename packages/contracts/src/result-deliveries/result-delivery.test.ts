import { describe, expect, it } from 'vitest';
import { describeResultDelivery, resultDeliveryChoice } from './result-delivery';

describe('result delivery choices (issue 41)', () => {
  it('names where results go, as a list shows it', () => {
    expect(describeResultDelivery({ email: true, chat: { service: 'teams', url: 'https://x' } })).toBe(
      'your e-mail and Microsoft Teams',
    );
    expect(describeResultDelivery({ email: true })).toBe('your e-mail');
    expect(describeResultDelivery({ chat: { service: 'slack', url: 'https://x' } })).toBe('Slack');
    expect(describeResultDelivery({ email: false, chat: null })).toBe('nowhere');
  });

  it('asks for the webhook URL when a chat service is chosen without one', () => {
    const parsed = resultDeliveryChoice.safeParse({ chat: { service: 'discord', url: '  ' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Enter the incoming-webhook URL');
  });
});
