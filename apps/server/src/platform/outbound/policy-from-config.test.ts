import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { validateWebhookUrl } from './outbound-policy';
import { customerOutboundPolicy, engineOutboundPolicy } from './policy-from-config';

// Only the validator is called: IP literals and names judged by name, nothing is connected to.
const configWith = (env: Record<string, string>) =>
  loadConfig({ PUBLIC_URL: 'https://basalt.example.com', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:4305', ...env });

describe('the two outbound policies (DESIGN D17)', () => {
  it('the engine policy reaches an allow-listed private host; the customer policy refuses it by name', async () => {
    const config = configWith({});
    await expect(
      validateWebhookUrl('http://127.0.0.1:4305/hook', engineOutboundPolicy(config)),
    ).resolves.toBeInstanceOf(URL);
    await expect(validateWebhookUrl('http://127.0.0.1:4305/hook', customerOutboundPolicy(config))).rejects.toThrow(
      "Webhook URL must not point to one of this Basalt's automation engines",
    );
  });

  it('both refuse Basalt itself', async () => {
    const config = configWith({});
    for (const policy of [engineOutboundPolicy(config), customerOutboundPolicy(config)]) {
      await expect(validateWebhookUrl('https://basalt.example.com/metrics', policy)).rejects.toThrow(/Basalt itself/);
    }
  });

  it('the engine refusal of a private address names OUTBOUND_ALLOWED_HOSTS; the customer one does not', async () => {
    const config = configWith({});
    await expect(validateWebhookUrl('http://10.0.0.7:5678/', engineOutboundPolicy(config))).rejects.toThrow(
      /add its host:port to OUTBOUND_ALLOWED_HOSTS/,
    );
    await expect(validateWebhookUrl('http://10.0.0.7:5678/', customerOutboundPolicy(config))).rejects.toThrow(
      /^Webhook URL must not point to a private, loopback or link-local address$/,
    );
  });

  it('the sample workflows prefix is allowed only while the samples are served', async () => {
    const sample = 'https://basalt.example.com/sample-workflows/noop';
    const off = configWith({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(off.SAMPLE_WORKFLOWS).toBe(false);
    await expect(validateWebhookUrl(sample, engineOutboundPolicy(off))).rejects.toThrow(/Basalt itself/);
    const on = configWith({ SAMPLE_WORKFLOWS: 'true' });
    await expect(validateWebhookUrl(sample, engineOutboundPolicy(on))).resolves.toBeInstanceOf(URL);
    await expect(validateWebhookUrl(sample, customerOutboundPolicy(on))).rejects.toThrow(/Basalt itself/);
  });

  it('production refuses a customer allow-list', () => {
    expect(() =>
      configWith({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        ALLOW_EMBEDDED_DATABASE: 'true',
        USER_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9000',
      }),
    ).toThrow(/USER_WEBHOOK_ALLOWED_HOSTS is for development and tests only/);
  });
});
