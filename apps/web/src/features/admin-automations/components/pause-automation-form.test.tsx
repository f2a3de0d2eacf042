import type { AdminAutomationRow } from '@basalt/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { PauseAutomationForm } from './pause-automation-form';

const row = (id: string, name: string, paused = false): AdminAutomationRow => ({
  id,
  slug: null,
  name,
  description: '',
  status: 'published',
  categoryId: null,
  categoryName: null,
  pricingModel: 'per_run',
  tokenCostPerRun: 5,
  tokenCostPerMinute: null,
  successRate30d: null,
  runs30d: 0,
  revenue30d: 0,
  runCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  pause: paused ? { pausedAt: '2026-01-02T00:00:00.000Z', reason: '5 failures in a row', lastError: null } : null,
});

const crm = '0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c22';
const broken = '0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c23';
const unpublished = '0b0f6f9e-7a55-4a43-9d6e-2f6f1f1d8c24';

describe('pausing an automation by hand in Manage Automations (DESIGN D18)', () => {
  it('an admin chooses a published automation that takes runs, gives a reason, and pauses it', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi({
      '/api/admin/automations': (url, init) => {
        posted.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        return { body: { paused: true, refundedRuns: 2 } };
      },
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <PauseAutomationForm
              automations={[
                row(crm, 'CRM Sync'),
                row(broken, 'Broken', true),
                { ...row(unpublished, 'Half built'), status: 'draft' },
              ]}
            />
          ),
        },
      ],
      '/',
    );
    fireEvent.click(screen.getByText('Pause an automation'));
    const choice = screen.getByLabelText('Automation');
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose...',
      'CRM Sync',
    ]);
    fireEvent.change(choice, { target: { value: crm } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reason is required');
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The CRM is down until Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { url: `/api/admin/automations/${crm}/pause`, body: { reason: 'The CRM is down until Monday' } },
      ]),
    );
  });
});
