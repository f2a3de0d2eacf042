import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';
import { HomeRoute } from './home';

const routes = [{ path: '/', element: <HomeRoute /> }];
const packages = {
  body: {
    packages: [
      {
        id: crypto.randomUUID(),
        label: 'Crate',
        amountUsdCents: 2500,
        tokens: 250,
        bonusTokens: 0,
        totalTokens: 250,
        isPopular: false,
      },
      {
        id: crypto.randomUUID(),
        label: 'Bucket',
        amountUsdCents: 1500,
        tokens: 150,
        bonusTokens: 0,
        totalTokens: 150,
        isPopular: false,
      },
    ],
    pricingTiers: [],
    tokenExpiryDays: 90,
  },
};
const api = (session: { body: unknown }, stats: object) => ({
  '/api/session': session,
  '/api/site/stats': { body: stats },
  '/api/token-packages': packages,
  '/api/automations': { body: { automations: [], total: 0 } },
});
const counterText = (label: string) => screen.getByText(label).querySelector('.sr-only')?.textContent?.trim();

describe('home page', () => {
  it('a visitor gets the sign-up hero, the starting price from the bundles and Start Free Today', async () => {
    stubApi(api(signedOut, { users: 3, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit: 0 }));
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: /Get Started Free/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See How It Works' }).getAttribute('href')).toBe('#how-it-works');
    expect(await screen.findByText('Start with $15 in tokens')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Free Today/ }).getAttribute('href')).toBe('/signup');
  });

  it('a signed-in user gets Browse Automations and Go to Dashboard, and no Start Free Today', async () => {
    stubApi(api(signedInAs(), { users: 3, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit: 0 }));
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Browse Automations/ })[0]!.getAttribute('href')).toBe('/marketplace');
    expect(screen.queryByRole('link', { name: /Start Free Today/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Get Started Free/ })).toBeNull();
  });

  it('a visitor reads the exact user count, with no "+" that would suggest a rounded figure, and no counter with nothing to count (issue 15 #7, issue 41)', async () => {
    stubApi(api(signedOut, { users: 3, publishedAutomations: 0, runs: 0, successRate: null, welcomeCredit: 0 }));
    renderRoutes(routes);
    await waitFor(() => expect(counterText('Users')).toBe('3'));
    expect(screen.queryByText('Automations')).toBeNull();
    expect(screen.queryByText('Success rate')).toBeNull();
    expect(document.body.textContent).not.toMatch(/1,247|98%/);
  });

  it('the success rate counter is completed / finished runs, as the API says', async () => {
    stubApi(api(signedOut, { users: 3, publishedAutomations: 12, runs: 4, successRate: 75, welcomeCredit: 0 }));
    renderRoutes(routes);
    await waitFor(() => expect(counterText('Success rate')).toBe('75%'));
    expect(counterText('Automations')).toBe('12');
  });

  it('a visitor sees no counters at all when the numbers cannot be loaded', async () => {
    stubApi({ ...api(signedOut, {}), '/api/site/stats': { status: 500, body: {} } });
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: /Get Started Free/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Basalt in numbers' })).toBeNull());
  });

  it('a visitor reads the welcome credit under the hero call to action when the admin has turned it on', async () => {
    stubApi(api(signedOut, { users: 3, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit: 20 }));
    renderRoutes(routes);
    expect(await screen.findByText('Get 20 free tokens when you confirm your e-mail.')).toBeTruthy();
  });

  it('says nothing about free tokens when the welcome credit is off (0)', async () => {
    stubApi(api(signedOut, { users: 3, publishedAutomations: 12, runs: 0, successRate: null, welcomeCredit: 0 }));
    renderRoutes(routes);
    await waitFor(() => expect(counterText('Users')).toBe('3'));
    expect(document.body.textContent).not.toMatch(/free tokens/i);
  });
});
