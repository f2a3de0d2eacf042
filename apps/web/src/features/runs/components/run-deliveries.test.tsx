import type { ResultDelivery } from '@basalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { RunDeliveries } from './run-deliveries';

const runId = crypto.randomUUID();
const delivery = (overrides: Partial<ResultDelivery>): ResultDelivery => ({
  id: crypto.randomUUID(),
  runId,
  channel: 'email',
  destination: 'ada@example.com',
  status: 'sent',
  attempts: 1,
  lastError: null,
  lastAttemptAt: '2026-12-02T10:00:00.000Z',
  sentAt: '2026-12-02T10:00:00.000Z',
  createdAt: '2026-12-02T09:59:00.000Z',
  ...overrides,
});

describe('a run’s deliveries (issue 41)', () => {
  it('lists each destination with its status and the failure, and Resend sends it again', async () => {
    const email = delivery({});
    const slack = delivery({
      channel: 'slack',
      destination: 'hooks.slack.com/services/T1/B1/…',
      status: 'failed',
      attempts: 5,
      lastError: 'Slack answered HTTP 404: the webhook may have been deleted',
      sentAt: null,
    });
    let resent = false;
    const resends: string[] = [];
    stubApi({
      [`/api/runs/${runId}/deliveries`]: (url) => {
        if (url.pathname.endsWith('/resend')) {
          resends.push(url.pathname);
          resent = true;
          return { body: { delivery: { ...slack, status: 'sent', lastError: null, attempts: 6 } } };
        }
        return { body: { deliveries: [email, resent ? { ...slack, status: 'sent', lastError: null } : slack] } };
      },
    });
    renderWithRouter(<RunDeliveries runId={runId} runEnded />);
    const list = await screen.findByRole('region', { name: 'Deliveries' });
    expect(list.textContent).toContain('E-mail');
    expect(list.textContent).toContain('ada@example.com');
    expect(list.textContent).toContain('Slack answered HTTP 404: the webhook may have been deleted');
    expect(screen.getAllByText('Failed')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Resend to Slack' }));
    await waitFor(() => expect(screen.queryByText('Failed')).toBeNull());
    expect(screen.getAllByText('Sent')).toHaveLength(2);
    expect(resends).toEqual([`/api/runs/${runId}/deliveries/${slack.id}/resend`]);
  });

  it('shows nothing for a run that delivers nowhere', async () => {
    const fetched = stubApi({ [`/api/runs/${runId}/deliveries`]: { body: { deliveries: [] } } });
    const { container } = renderWithRouter(<RunDeliveries runId={runId} runEnded />);
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
