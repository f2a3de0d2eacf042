import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const automationId = '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d';
const runId = '0b6c8f44-3f0e-4b7e-9d55-1c1f2f8a9e01';
const zeroDay = (date: string) => ({ date, runs: 0, failures: 0, tokensCharged: 0, tokensRefunded: 0, revenue: 0 });
const days = Array.from({ length: 30 }, (_, index) =>
  zeroDay(new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10)),
);
days[29] = { date: '2026-01-30', runs: 8, failures: 4, tokensCharged: 70, tokensRefunded: 20, revenue: 50 };

const insights = {
  automation: { id: automationId, name: 'Invoice Reader', slug: 'invoice-reader', status: 'published' },
  days,
  totals: { runs: 8, failures: 4, tokensCharged: 70, tokensRefunded: 20, revenue: 50, successRate: 50 },
  durations: { p50Ms: 3500, p95Ms: 750 },
  topErrors: [
    { message: 'CRM is down', count: 2 },
    { message: '', count: 1 },
  ],
  lastRuns: [
    {
      id: runId,
      userEmail: 'grace@example.com',
      status: 'failed',
      tokensCharged: 10,
      tokensRefunded: 10,
      createdAt: '2026-01-30T10:00:00.000Z',
    },
  ],
  topUsers: [{ userId: 'user-grace', email: 'grace@example.com', runs: 4, tokens: 40 }],
};

const admin = signedInAs({ isAdmin: true, id: 'admin-1' });

describe("an automation's own page in the back office", () => {
  it('shows its 30-day figures and charts, top errors, last runs and top users, each leading to the runs explorer', async () => {
    stubApi({ '/api/session': admin, [`/api/admin/automations/${automationId}/insights`]: { body: insights } });
    renderRoutes(appRoutes, `/admin/automations/${automationId}`);

    await screen.findByRole('heading', { level: 1, name: 'Invoice Reader' });
    screen.getByText(/Revenue is tokens charged net of refunds/);
    screen.getByText('50 tokens');
    screen.getByText('70 charged, 20 refunded');
    screen.getByText('50.0%');
    screen.getByText('3.5 s / 750 ms');
    // The charts load lazily, with the charts library.
    await screen.findByRole('img', { name: 'Runs per day: 8 runs, 4 failures in 30 days' }, { timeout: 15_000 });
    screen.getByRole('img', { name: 'Revenue per day: 50 tokens net of refunds in 30 days' });
    screen.getByRole('img', { name: 'Tokens per day: 70 charged, 20 refunded in 30 days' });

    const errors = screen.getByRole('heading', { name: 'Top errors' }).closest('section')!;
    within(errors).getByText('CRM is down');
    within(errors).getByText('No error message');
    expect(within(errors).getByRole('link', { name: 'See failed runs' }).getAttribute('href')).toBe(
      `/admin/runs?automationId=${automationId}&status=failed`,
    );

    const lastRuns = screen.getByRole('heading', { name: 'Last runs' }).closest('section')!;
    const run = within(lastRuns).getAllByRole('row')[1]!;
    within(run).getByText('Failed');
    within(run).getByText('refunded');
    expect(within(run).getByRole('link').getAttribute('href')).toBe(
      `/admin/runs?automationId=${automationId}&run=${runId}`,
    );

    const users = screen.getByRole('heading', { name: 'Who uses it most' }).closest('section')!;
    expect(within(users).getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      `/admin/runs?automationId=${automationId}&q=grace%40example.com`,
    );
    within(users).getByText('40');
  });

  it('an automation that does not exist says so, with the way back to Manage Automations', async () => {
    stubApi({ '/api/session': admin });
    renderRoutes(appRoutes, `/admin/automations/${automationId}`);
    await screen.findByText('Automation not found');
    screen.getByRole('link', { name: 'Back to Manage Automations' });
  });
});
