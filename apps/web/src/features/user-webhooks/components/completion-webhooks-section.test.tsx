import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery } from '@basalt/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { CompletionWebhooksSection } from './completion-webhooks-section';

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '11111111-1111-4111-8111-111111111111',
  runId: '22222222-2222-4222-8222-222222222222',
  url: 'https://hooks.example.com/basalt',
  eventType: 'run.ended',
  status: 'retrying',
  nextAttemptAt: '2026-01-01T10:03:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  attempts: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      attemptedAt: '2026-01-01T10:00:01.000Z',
      statusCode: 500,
      error: null,
      durationMs: 42,
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      attemptedAt: '2026-01-01T10:01:01.000Z',
      statusCode: null,
      error: 'Could not connect',
      durationMs: 7,
    },
  ],
  ...overrides,
});

const requestsTo = (fetchStub: ReturnType<typeof stubApi>, path: string) =>
  fetchStub.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('completion webhooks on the API tab', () => {
  it('saves the default URL and shows the server refusing a private address', async () => {
    const fetchStub = stubApi({
      '/api/account/webhook/deliveries': { body: { deliveries: [] } },
      '/api/account/webhook': (_url, init) =>
        init?.method === 'PUT'
          ? {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Webhook URL must not point to a private, loopback or link-local address',
                },
              },
            }
          : { body: { defaultUrl: null } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    fireEvent.change(await screen.findByLabelText(/^Default webhook URL/), {
      target: { value: 'http://10.0.0.1/hook' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Webhook URL' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Webhook URL must not point to a private, loopback or link-local address',
    );
    const put = requestsTo(fetchStub, '/api/account/webhook').find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({ defaultUrl: 'http://10.0.0.1/hook' });
    expect(screen.getByText('No deliveries yet. They appear here when runs end.')).toBeTruthy();
  });

  it('keeps the secret hidden until Reveal, and Rotate asks first', async () => {
    const fetchStub = stubApi({
      '/api/account/webhook/deliveries': { body: { deliveries: [] } },
      '/api/account/webhook/secret/rotate': { body: { secret: 'whsec_bmV3LXNlY3JldA==' } },
      '/api/account/webhook/secret': { body: { secret: 'whsec_b2xkLXNlY3JldA==' } },
      '/api/account/webhook': { body: { defaultUrl: 'https://hooks.example.com/basalt' } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    const secret = await screen.findByLabelText('Signing secret');
    expect(secret.textContent).not.toContain('b2xk');
    expect(requestsTo(fetchStub, '/api/account/webhook/secret')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(secret.textContent).toBe('whsec_b2xkLXNlY3JldA=='));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(requestsTo(fetchStub, '/api/account/webhook/secret/rotate')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate Now' }));
    await waitFor(() => expect(secret.textContent).toBe('whsec_bmV3LXNlY3JldA=='));
  });

  it('lists deliveries with every attempt and resends one', async () => {
    const fetchStub = stubApi({
      '/api/account/webhook/deliveries/11111111-1111-4111-8111-111111111111/resend': {
        body: { delivery: delivery({ status: 'delivered', nextAttemptAt: null }) },
      },
      '/api/account/webhook/deliveries': { body: { deliveries: [delivery()] } },
      '/api/account/webhook': { body: { defaultUrl: null } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    const item = await screen.findByRole('listitem', { name: /^Delivery / });
    expect(within(item).getByText('Retrying')).toBeTruthy();
    const attempts = within(within(item).getByRole('list', { name: 'Attempts' })).getAllByRole('listitem');
    expect(attempts.map((attempt) => attempt.textContent)).toEqual([
      expect.stringContaining('HTTP 500 (42 ms)'),
      expect.stringContaining('Could not connect (7 ms)'),
    ]);
    expect(within(item).getByRole('link', { name: 'View run' }).getAttribute('href')).toBe(
      '/automation-history?run=22222222-2222-4222-8222-222222222222',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchStub, '/api/account/webhook/deliveries/11111111-1111-4111-8111-111111111111/resend'),
      ).toHaveLength(1),
    );
  });
});
