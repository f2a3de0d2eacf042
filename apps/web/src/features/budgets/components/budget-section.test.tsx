import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const budget = (overrides: Record<string, unknown> = {}) => ({
  body: {
    monthlyCapTokens: 5000,
    lowBalanceThreshold: null,
    spentThisMonth: 1200,
    monthStartsAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  },
});
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Budget tab of account settings', () => {
  it("shows this month's spend against the cap and says months are counted in UTC", async () => {
    stubApi({ '/api/session': signedInAs(), '/api/budget': budget() });
    renderRoutes(appRoutes, '/profile?tab=budget');
    expect(await screen.findByText('1,200 tokens')).toBeTruthy();
    expect(screen.getByText(/Spent in November/).textContent).toBe('Spent in November: 1,200 tokens of 5,000');
    expect(screen.getByText(/calendar months in UTC/)).toBeTruthy();
    expect((screen.getByLabelText(/^Monthly budget/) as HTMLInputElement).value).toBe('5000');
    expect((screen.getByLabelText(/^Low-balance threshold/) as HTMLInputElement).value).toBe('');
  });

  it('saves a threshold and removes the cap when its field is emptied', async () => {
    const fetchStub = stubApi({
      '/api/session': signedInAs(),
      '/api/budget': (_url, init) =>
        init?.method === 'PUT' ? budget({ monthlyCapTokens: null, lowBalanceThreshold: 300 }) : budget(),
    });
    renderRoutes(appRoutes, '/profile?tab=budget');
    await screen.findByDisplayValue('5000');
    type(/^Monthly budget/, '');
    type(/^Low-balance threshold/, '300');
    fireEvent.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByText('Budget saved.')).toBeTruthy();
    const [, init] = fetchStub.mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ monthlyCapTokens: null, lowBalanceThreshold: 300 });
  });

  it('a budget set below this month spend says new runs will now be refused', async () => {
    stubApi({
      '/api/session': signedInAs(),
      '/api/budget': (_url, init) => (init?.method === 'PUT' ? budget({ monthlyCapTokens: 1000 }) : budget()),
    });
    renderRoutes(appRoutes, '/profile?tab=budget');
    await screen.findByDisplayValue('5000');
    type(/^Monthly budget/, '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(
      await screen.findByText(
        "Budget saved. This month's spend (1,200 tokens) is already over it, so new runs will be refused until December 1 at 00:00 UTC, unless you raise or remove the budget.",
      ),
    ).toBeTruthy();
  });

  it('refuses a cap that is not a whole number before anything is sent', async () => {
    const fetchStub = stubApi({ '/api/session': signedInAs(), '/api/budget': budget() });
    renderRoutes(appRoutes, '/profile?tab=budget');
    await screen.findByDisplayValue('5000');
    type(/^Monthly budget/, '12.5');
    type(/^Low-balance threshold/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByText('Error: Monthly budget must be a whole number of tokens')).toBeTruthy();
    expect(screen.getByText('Error: Low-balance threshold must be at least 1 token')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([, options]) => options?.method === 'PUT')).toBe(false);
  });
});
