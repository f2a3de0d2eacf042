import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@basalt/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { CompletionWebhooksSection } from './completion-webhooks-section';

const ENDPOINT_ID = '55555555-5555-4555-8555-555555555555';
const ENDPOINTS = '/api/account/webhook-endpoints';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ENDPOINT_ID,
  url: 'https://hooks.example.com/basalt',
  description: 'CRM',
  events: ['run.completed', 'run.failed'],
  enabled: true,
  createdAt: '2026-01-01T09:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: '11111111-1111-4111-8111-111111111111',
  runId: '22222222-2222-4222-8222-222222222222',
  endpointId: ENDPOINT_ID,
  url: 'https://hooks.example.com/basalt',
  eventType: 'run.failed',
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

describe('webhook endpoints on the API tab', () => {
  it('adds an endpoint with the chosen events and shows the server refusing a private address', async () => {
    const fetchStub = stubApi({
      [ENDPOINTS]: (_url, init) =>
        init?.method === 'POST'
          ? {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Webhook URL must not point to a private, loopback or link-local address',
                },
              },
            }
          : { body: { endpoints: [] } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    await screen.findByText('No endpoints yet. Add one below.');
    fireEvent.change(screen.getByLabelText(/^Endpoint URL/), { target: { value: 'http://10.0.0.1/hook' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /run\.failed/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /run\.refunded/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: Webhook URL must not point to a private, loopback or link-local address',
    );
    const post = requestsTo(fetchStub, ENDPOINTS).find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      url: 'http://10.0.0.1/hook',
      description: null,
      events: ['run.completed', 'run.refunded'],
    });
  });

  it('asks for at least one event before sending anything', async () => {
    const fetchStub = stubApi({ [ENDPOINTS]: { body: { endpoints: [] } } });
    renderWithRouter(<CompletionWebhooksSection />);
    fireEvent.change(await screen.findByLabelText(/^Endpoint URL/), { target: { value: 'https://hooks.example/a' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /run\.completed/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /run\.failed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Choose at least one event');
    expect(requestsTo(fetchStub, ENDPOINTS).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('keeps an endpoint’s secret hidden until Reveal, and Rotate asks first', async () => {
    const fetchStub = stubApi({
      [`${ENDPOINTS}/${ENDPOINT_ID}/secret/rotate`]: { body: { secret: 'whsec_bmV3LXNlY3JldA==' } },
      [`${ENDPOINTS}/${ENDPOINT_ID}/secret`]: { body: { secret: 'whsec_b2xkLXNlY3JldA==' } },
      [ENDPOINTS]: { body: { endpoints: [endpoint()] } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    const card = await screen.findByRole('listitem', { name: 'Endpoint CRM' });
    const secret = within(card).getByLabelText('Signing secret of CRM');
    expect(secret.textContent).not.toContain('b2xk');
    expect(requestsTo(fetchStub, `${ENDPOINTS}/${ENDPOINT_ID}/secret`)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(secret.textContent).toBe('whsec_b2xkLXNlY3JldA=='));
    fireEvent.click(within(card).getByRole('button', { name: 'Rotate' }));
    expect(requestsTo(fetchStub, `${ENDPOINTS}/${ENDPOINT_ID}/secret/rotate`)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Rotate Now' }));
    await waitFor(() => expect(secret.textContent).toBe('whsec_bmV3LXNlY3JldA=='));
  });

  it('disables an endpoint, and deletes it only once confirmed', async () => {
    const fetchStub = stubApi({
      [`${ENDPOINTS}/${ENDPOINT_ID}`]: (_url, init) =>
        init?.method === 'DELETE' ? { status: 204, body: null } : { body: { endpoint: endpoint({ enabled: false }) } },
      [ENDPOINTS]: { body: { endpoints: [endpoint()] } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    const card = await screen.findByRole('listitem', { name: 'Endpoint CRM' });
    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    await waitFor(() => {
      const patch = requestsTo(fetchStub, `${ENDPOINTS}/${ENDPOINT_ID}`).find(([, init]) => init?.method === 'PATCH');
      expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ enabled: false });
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const deletes = () =>
      requestsTo(fetchStub, `${ENDPOINTS}/${ENDPOINT_ID}`).filter(([, i]) => i?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Endpoint', hidden: true }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it('lists an endpoint’s deliveries with every attempt and resends one', async () => {
    const fetchStub = stubApi({
      '/api/account/webhook-deliveries/11111111-1111-4111-8111-111111111111/resend': {
        body: { delivery: delivery({ status: 'delivered', nextAttemptAt: null }) },
      },
      '/api/account/webhook-deliveries': { body: { deliveries: [delivery()] } },
      [ENDPOINTS]: { body: { endpoints: [endpoint()] } },
    });
    renderWithRouter(<CompletionWebhooksSection />);
    const card = await screen.findByRole('listitem', { name: 'Endpoint CRM' });
    fireEvent.click(within(card).getByRole('button', { name: 'Recent Deliveries' }));
    const item = await screen.findByRole('listitem', { name: /^Delivery / });
    const listed = requestsTo(fetchStub, '/api/account/webhook-deliveries')[0]!;
    expect(new URL(String(listed[0]), 'http://localhost').searchParams.get('endpointId')).toBe(ENDPOINT_ID);
    expect(within(item).getByText('Retrying')).toBeTruthy();
    expect(within(item).getByText('run.failed')).toBeTruthy();
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
        requestsTo(fetchStub, '/api/account/webhook-deliveries/11111111-1111-4111-8111-111111111111/resend'),
      ).toHaveLength(1),
    );
  });
});
