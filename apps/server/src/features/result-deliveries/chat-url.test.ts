import { describe, expect, it } from 'vitest';
import type { OutboundPolicy } from '../../platform/outbound';
import { fixedLookup } from '../../platform/outbound/test-lookup';
import { chatUrlProblem } from './chat-url';

// The services' names resolve to a public address; nothing connects.
const publicAddress = ['8.8.8.8'];
const policy: OutboundPolicy = {
  allowedHosts: ['127.0.0.1:4999'],
  ownHosts: ['basalt.example'],
  reservedHosts: ['n8n.internal:5678'],
  lookup: fixedLookup({
    'hooks.slack.com': publicAddress,
    'discord.com': publicAddress,
    'contoso.webhook.office.com': publicAddress,
    'prod-12.westeurope.logic.azure.com': publicAddress,
  }),
};

describe('chat webhook URLs (DESIGN D17)', () => {
  it('accepts each service’s own incoming-webhook URL', async () => {
    expect(await chatUrlProblem('slack', 'https://hooks.slack.com/services/T000/B000/XXXX', policy)).toBeNull();
    expect(await chatUrlProblem('discord', 'https://discord.com/api/webhooks/123456/abc-DEF_1', policy)).toBeNull();
    expect(
      await chatUrlProblem('teams', 'https://contoso.webhook.office.com/webhookb2/abc@def/IncomingWebhook/x/y', policy),
    ).toBeNull();
    expect(
      await chatUrlProblem(
        'teams',
        'https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x',
        policy,
      ),
    ).toBeNull();
  });

  it('a URL of another service or page is refused with what the right one looks like', async () => {
    expect(await chatUrlProblem('slack', 'https://discord.com/api/webhooks/1/a', policy)).toBe(
      'Enter a Slack incoming-webhook URL: it starts with https://hooks.slack.com/services/',
    );
    expect(await chatUrlProblem('slack', 'http://hooks.slack.com/services/T/B/X', policy)).toMatch(/Slack/);
    expect(await chatUrlProblem('discord', 'https://discord.com/channels/1/2', policy)).toBe(
      'Enter a Discord webhook URL: it starts with https://discord.com/api/webhooks/',
    );
    expect(await chatUrlProblem('teams', 'https://evil.example/webhook.office.com/webhookb2/x', policy)).toMatch(
      /^Enter a Teams webhook URL/,
    );
    expect(await chatUrlProblem('teams', 'https://office.com.evil.example/webhookb2/x', policy)).toMatch(/Teams/);
  });

  it('a local receiver allowed for development stands in for any service, other local addresses do not', async () => {
    expect(await chatUrlProblem('slack', 'http://127.0.0.1:4999/slack', policy)).toBeNull();
    expect(await chatUrlProblem('teams', 'http://127.0.0.1:4999/teams', policy)).toBeNull();
    expect(await chatUrlProblem('slack', 'http://127.0.0.1:5000/slack', policy)).toMatch(/Slack/);
  });

  it('Basalt itself and the operator’s engines are never a destination', async () => {
    expect(
      await chatUrlProblem('slack', 'http://basalt.example/services/x', {
        ...policy,
        allowedHosts: ['basalt.example'],
      }),
    ).toBe('Webhook URL must not point to Basalt itself');
    expect(
      await chatUrlProblem('slack', 'http://n8n.internal:5678/x', { ...policy, allowedHosts: ['n8n.internal:5678'] }),
    ).toBe("Webhook URL must not point to one of this Basalt's automation engines");
  });
});
