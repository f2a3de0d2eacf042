import type { GetAdminDashboardResponse } from '@basalt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { ActivityLists } from './activity-lists';

const dashboard = {
  recentRuns: [],
  recentSignups: [],
  popularAutomations: [],
} as unknown as GetAdminDashboardResponse;

describe('the admin dashboard activity lists', () => {
  it("'View All' under Recent Runs opens every user's runs, not the admin's own history", () => {
    renderWithRouter(<ActivityLists dashboard={dashboard} />, '/admin');
    const recentRuns = screen.getByRole('heading', { name: 'Recent Runs' }).parentElement!;
    expect(within(recentRuns).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/admin/runs');
  });

  it('a popular automation run once reads "1 run", not "1 runs"', () => {
    const popular = {
      ...dashboard,
      popularAutomations: [
        { id: '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d', name: 'Invoices', runCount: 1, totalTokens: 1 },
      ],
    };
    renderWithRouter(<ActivityLists dashboard={popular} />, '/admin');
    screen.getByText('1 run · 1 token net');
  });

  it('a failed run whose tokens were refunded does not read as charged (issue 15)', () => {
    const run = {
      id: '0b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4',
      status: 'failed',
      statusLabel: 'failed' as const,
      tokensCharged: 10,
      tokensRefunded: 10,
      createdAt: new Date().toISOString(),
      userEmail: 'dana@example.com',
      userName: 'Dana Demo',
      automationName: 'CSV Data Cleaner',
    };
    renderWithRouter(<ActivityLists dashboard={{ ...dashboard, recentRuns: [run] }} />, '/admin');
    const row = screen.getByText('CSV Data Cleaner').closest('li')!;
    expect(row.textContent).toContain('10 tokens refunded');
    expect(within(row).getByText('10 tokens').tagName).toBe('S');
  });

  it('each recent run, signup and popular automation links to the run, the user and the editor', () => {
    const runId = '0b6c8f44-3f0e-4b7e-9d55-1c1f2f8a9e01';
    const automationId = '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d';
    const filled = {
      recentRuns: [
        {
          id: runId,
          status: 'completed',
          statusLabel: 'completed',
          tokensCharged: 10,
          tokensRefunded: 0,
          createdAt: '2026-01-02T10:00:00.000Z',
          userEmail: 'grace@example.com',
          userName: 'Grace Hopper',
          automationName: 'Invoices',
        },
      ],
      recentSignups: [
        {
          id: 'user-grace',
          email: 'grace@example.com',
          fullName: 'Grace Hopper',
          createdAt: '2026-01-02T10:00:00.000Z',
        },
      ],
      popularAutomations: [{ id: automationId, name: 'Invoices', runCount: 2, totalTokens: 20 }],
    } as unknown as GetAdminDashboardResponse;
    renderWithRouter(<ActivityLists dashboard={filled} />, '/admin');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Run of Invoices by grace@example.com')).toBe(`/admin/runs?run=${runId}`);
    expect(href('Grace Hopper')).toBe('/admin/users?user=user-grace');
    expect(href('Invoices')).toBe(`/admin/automation/edit/${automationId}`);
  });
});
