import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { buildAutomation } from '@/testing/automation-factory';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const configuration = (name: string | null, configData: Record<string, string>) => ({
  id: crypto.randomUUID(),
  automationId: crypto.randomUUID(),
  automation: { id: crypto.randomUUID(), name: 'CSV Cleaner', slug: 'csv-cleaner', category: 'Data Processing' },
  configName: name,
  configData,
  deliver: null,
  preview: Object.entries(configData).map(([key, value]) => ({ label: `Label of ${key}`, value })),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function stubDashboard(configurations: unknown[], answers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/session': signedInAs({ fullName: 'Ada Lovelace' }),
    '/api/configurations': { body: { configurations } },
    '/api/tokens/balance': { body: { balance: 120 } },
    '/api/tokens/transactions': { body: { transactions: [] } },
    '/api/subscription': { body: { subscription: null } },
    '/api/token-packages': {
      body: {
        packages: [
          {
            id: crypto.randomUUID(),
            label: 'Bucket',
            amountUsdCents: 1000,
            tokens: 100,
            bonusTokens: 0,
            totalTokens: 100,
            isPopular: false,
          },
        ],
        pricingTiers: [],
        tokenExpiryDays: 90,
      },
    },
    '/api/automations': {
      body: {
        automations: [
          buildAutomation({ name: 'Plain one' }),
          ...['Lead Scorer', 'Post Writer', 'Ticket Triage', 'Fourth'].map((name) =>
            buildAutomation({ name, isFeatured: true }),
          ),
        ],
        total: 5,
      },
    },
    ...answers,
  });
}

describe('user dashboard', () => {
  it('welcomes the user and shows recent configurations, balance, subscription, activity and quick links', async () => {
    stubDashboard([
      configuration(null, { email: 'ada@example.com', url: 'https://example.com/a/very/long/path/to/a/file.csv' }),
    ]);
    renderRoutes(appRoutes, '/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, Ada Lovelace');
    for (const link of screen.getAllByRole('link', { name: 'Browse Marketplace' })) {
      expect(link.getAttribute('href')).toBe('/marketplace');
    }

    const card = (await screen.findByText('Untitled Configuration')).closest('li')!;
    expect(within(card).getByText('CSV Cleaner')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('https://example.com/a/very/lon...')).toBeTruthy();
    expect(within(card).getByText('Label of url:')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/basalt/csv-cleaner');

    expect((await screen.findByTestId('token-balance')).textContent).toBe('120 tokens');
    expect(screen.getByRole('button', { name: 'Buy More Tokens' })).toBeTruthy();
    expect(await screen.findByText('No active subscription')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    const plans = within(await screen.findByRole('dialog', { name: 'Plans and pricing' }));
    expect(plans.getByText(/no monthly plan to choose/)).toBeTruthy();
    expect(await plans.findByText('100 tokens for $10')).toBeTruthy();
    fireEvent.click(plans.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Recent Token Activity')).toBeTruthy();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    for (const name of ['Account Settings', 'View All My Automations'])
      expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.queryByText('Featured Automations')).toBeNull();
  });

  it('without saved configurations it offers the marketplace and the first 3 featured automations', async () => {
    stubDashboard([], {
      '/api/subscription': {
        body: { subscription: { tier: 'Pro', status: 'active', renewsAt: '2026-07-01T00:00:00.000Z' } },
      },
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: 'Explore Marketplace' })).toBeTruthy();
    const featured = within((await screen.findByText('Featured Automations')).closest('section')!);
    expect(featured.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lead Scorer',
      'Post Writer',
      'Ticket Triage',
    ]);
    expect((await screen.findByText('active')).className).toContain('emerald');
    expect(screen.getByText('Renews Jul 1, 2026')).toBeTruthy();
  });

  it('a failed load shows the red banner with Try again', async () => {
    stubDashboard([], { '/api/configurations': { status: 500, body: {} } });
    renderRoutes(appRoutes, '/dashboard');
    const alert = await screen.findByText('Unable to load automations. Please try refreshing the page.');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeTruthy();
  });

  it('an ended session shows the amber banner with Retry authentication', async () => {
    stubDashboard([], {
      '/api/configurations': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } },
      },
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry authentication' })).toBeTruthy();
  });
});
