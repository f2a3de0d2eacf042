import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAutomationDetail } from '@/testing/automation-factory';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';
import { AutomationPageRoute } from './automation-page';

const routes = [
  { path: '/basalt/:ref', element: <AutomationPageRoute /> },
  { path: '/automation/:ref', element: <AutomationPageRoute /> },
];
const packages = {
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
      {
        id: crypto.randomUUID(),
        label: 'Vault',
        amountUsdCents: 5000,
        tokens: 500,
        bonusTokens: 0,
        totalTokens: 500,
        isPopular: true,
      },
      {
        id: crypto.randomUUID(),
        label: 'Truckload',
        amountUsdCents: 10000,
        tokens: 1000,
        bonusTokens: 50,
        totalTokens: 1050,
        isPopular: false,
      },
    ],
    pricingTiers: [],
    tokenExpiryDays: 90,
  },
};
const seoContent = {
  howToSteps: [
    { order: 2, title: 'Download', description: 'Get the file.' },
    { order: 1, title: 'Upload', description: 'Send a CSV.' },
  ],
  benefits: [{ title: 'Hours saved', description: 'No formulas.', icon: 'clock' as const }],
  useCases: [{ title: 'CRM imports', description: 'Clean contacts.', target: 'Sales operations' }],
  faqs: [{ question: 'Which delimiters?', answer: 'Comma, semicolon and tab.' }],
  statistics: [
    { stat: '45%', description: 'Time spent cleaning data', source: 'Anaconda', url: 'https://example.com/s' },
  ],
};

describe('automation page', () => {
  it('a visitor reads the sample output, rendered by the result viewer, before paying (issue 15)', async () => {
    const automation = buildAutomationDetail({
      name: 'Lead Scorer',
      exampleInput: { topic: 'Sales' },
      sampleOutput: {
        summary: '**2** leads scored',
        leads: [
          { name: 'Ada', score: 91 },
          { name: 'Alan', score: 64 },
        ],
      },
    });
    stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    const sample = within(await screen.findByRole('region', { name: 'Sample output' }));
    // The result viewer is a lazy part of the page (decision 034): it appears when its chunk has loaded.
    expect((await sample.findByText('2')).tagName).toBe('STRONG');
    expect(sample.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Score']);
    expect(sample.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
    // A visitor has no run form, so nothing points them to its Fill with example button.
    expect(sample.queryByText(/Fill with example/)).toBeNull();
  });

  it('a signed-in user is told Fill with example puts the sample input in the form above (issue 41)', async () => {
    const automation = buildAutomationDetail({
      name: 'Lead Scorer',
      exampleInput: { topic: 'Sales' },
      sampleOutput: { summary: 'Two leads scored' },
    });
    stubApi({
      '/api/session': signedInAs(),
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    const sample = await screen.findByRole('region', { name: 'Sample output' });
    expect(sample.querySelector('p')?.textContent).toBe(
      'What a run of Lead Scorer returned for its example input. To try that input, press Fill with example in the form above.',
    );
  });

  it('without its own image the placeholder artwork is a slim banner, not a 16:9 picture (issue 15)', async () => {
    const plain = buildAutomationDetail({ name: 'No Picture', imageUrl: null });
    stubApi({
      '/api/session': signedInAs(),
      '/api/tokens/balance': { body: { balance: 120 } },
      [`/api/automations/${plain.slug}`]: { body: { automation: plain } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${plain.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'No Picture' });
    const artwork = screen.getByTestId('automation-artwork');
    expect(artwork.className).not.toContain('aspect-[16/9]');
    expect(artwork.className).toContain('h-24');
  });

  it('an admin previewing a draft is told it is hidden from users; a published page says nothing (issue 15)', async () => {
    const draft = buildAutomationDetail({ name: 'Unfinished', status: 'draft' });
    const published = buildAutomationDetail({ name: 'Live One', status: 'published' });
    stubApi({
      '/api/session': signedInAs({ isAdmin: true }),
      '/api/tokens/balance': { body: { balance: 120 } },
      [`/api/automations/${draft.slug}`]: { body: { automation: draft } },
      [`/api/automations/${published.slug}`]: { body: { automation: published } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    const { unmount } = renderRoutes(routes, `/basalt/${draft.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Unfinished' });
    expect(screen.getByRole('status', { name: 'Draft, hidden from users' }).textContent).toContain(
      'Only admins can open this page',
    );
    unmount();
    renderRoutes(routes, `/basalt/${published.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Live One' });
    expect(screen.queryByText(/hidden from users/)).toBeNull();
  });

  it('a visitor and a signed-in user see when it was updated, its runs in 30 days and its success rate', async () => {
    const automation = buildAutomationDetail({
      name: 'Trusted',
      updatedAt: '2026-11-03T23:30:00.000Z',
      runsLast30Days: 42,
      successRate: 95,
    });
    const api = {
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/tokens/balance': { body: { balance: 120 } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    };
    // Only the clock is faked: the page's queries and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-06T12:00:00.000Z'));
    try {
      const trust = 'Updated 2d ago·42 runs in the last 30 days·95% success rate';
      stubApi({ ...api, '/api/session': signedOut });
      const { unmount } = renderRoutes(routes, `/basalt/${automation.slug}`);
      await screen.findByRole('heading', { level: 1, name: 'Trusted' });
      expect(screen.getByTestId('automation-trust').textContent).toBe(trust);
      const updated = screen.getByText('Updated 2d ago');
      expect(updated.getAttribute('datetime')).toBe('2026-11-03T23:30:00.000Z');
      expect(updated.getAttribute('title')).toBe('Nov 3, 2026');
      unmount();

      stubApi({ ...api, '/api/session': signedInAs() });
      renderRoutes(routes, `/basalt/${automation.slug}`);
      await screen.findByRole('heading', { level: 1, name: 'Trusted' });
      expect(screen.getByTestId('automation-trust').textContent).toBe(trust);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a visitor reads what's new: each published version's note with its number and date, newest first (issue 40)", async () => {
    const automation = buildAutomationDetail({
      name: 'Invoice Reader',
      changelog: [
        { number: 3, note: 'Reads totals in any currency.', publishedAt: '2026-11-02T09:00:00.000Z' },
        { number: 2, note: 'Asks for the contact e-mail.', publishedAt: '2026-10-01T09:00:00.000Z' },
        { number: 1, note: 'First version', publishedAt: '2026-09-01T09:00:00.000Z' },
      ],
    });
    stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    const section = await screen.findByRole('region', { name: "What's new" });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Version 3 · Nov 2, 2026Reads totals in any currency.',
      'Version 2 · Oct 1, 2026Asks for the contact e-mail.',
      'Version 1 · Sep 1, 2026First version',
    ]);
    expect(within(section).getByText('Nov 2, 2026').getAttribute('datetime')).toBe('2026-11-02T09:00:00.000Z');
  });

  it('an automation never published shows no What’s new section', async () => {
    const automation = buildAutomationDetail({ name: 'Fresh' });
    stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Fresh' });
    expect(screen.queryByRole('region', { name: "What's new" })).toBeNull();
  });

  it('an automation without a sample output shows no such section', async () => {
    const automation = buildAutomationDetail({ name: 'Plain' });
    stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    expect(screen.queryByRole('region', { name: 'Sample output' })).toBeNull();
  });

  it('a visitor meets the sign-up wall, and still reads every section, with prices from the bundles', async () => {
    const automation = buildAutomationDetail({ name: 'CSV Data Cleaner', tokenCostPerRun: 10, seoContent });
    stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);

    const wall = (await screen.findByRole('heading', { level: 1, name: 'CSV Data Cleaner' })).closest('section')!;
    // Issue 15 #5: sign-up and its confirmation return the person to this automation.
    expect(within(wall).getByRole('link', { name: 'Sign up to use this automation' }).getAttribute('href')).toBe(
      `/signup?next=${encodeURIComponent(`/basalt/${automation.slug}`)}`,
    );
    expect(within(wall).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/browse');
    expect(within(wall).getByText(automation.description)).toBeTruthy();
    expect(screen.queryByText('Token cost')).toBeNull();

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((s) => s.textContent)).toEqual(['Upload', 'Download']);
    expect(screen.getByRole('region', { name: 'Benefits' }).querySelector('[data-icon="clock"]')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Use cases' })).getByText('Sales operations')).toBeTruthy();
    expect(screen.getByText('Which delimiters?')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'By the numbers' })).getByRole('link', { name: 'Anaconda' }),
    ).toBeTruthy();

    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    expect(await pricing.findByText('10 tokens per run, about $1.00.')).toBeTruthy();
    expect(pricing.getByText('about 105 runs')).toBeTruthy();
    expect(pricing.getByText('POPULAR')).toBeTruthy();
    expect(pricing.getByRole('link', { name: 'Buy Tokens' }).getAttribute('href')).toBe('/dashboard/tokens');
    expect(pricing.getByText(/Tokens expire 90 days after purchase\./)).toBeTruthy();
  });

  it.each([
    [{ pricingModel: 'per_run', tokenCostPerRun: 10, tokenCostPerMinute: null }, '10 tokens', 'per run', null],
    [
      { pricingModel: 'per_minute', tokenCostPerRun: null, tokenCostPerMinute: 2.5 },
      '2.5 tokens',
      'per minute',
      '25 tokens',
    ],
    [
      { pricingModel: 'hybrid', tokenCostPerRun: 5, tokenCostPerMinute: 2 },
      'Variable',
      '5 tokens per run + 2 tokens per minute',
      '25 tokens',
    ],
  ] as const)(
    'a signed-in user sees the token cost of a %o automation and their balance',
    async (pricing, amount, unit, quote) => {
      const automation = buildAutomationDetail({ ...pricing, maxDurationMinutes: 10 });
      stubApi({
        '/api/session': signedInAs({ tokenBalance: 1234 }),
        [`/api/automations/${automation.id}`]: { body: { automation } },
        '/api/token-packages': packages,
        '/api/analytics': { status: 204, body: null },
      });
      renderRoutes(routes, `/automation/${automation.id}`);

      const box = within((await screen.findByText('Token cost')).parentElement!.parentElement!);
      expect(box.getByText(amount)).toBeTruthy();
      expect(box.getByText(unit)).toBeTruthy();
      if (quote) expect(box.getByText(quote)).toBeTruthy();
      else expect(box.queryByText(/Quote/)).toBeNull();
      expect(box.getByText('1,234 tokens')).toBeTruthy();
    },
  );

  it('a missing automation says so and links back to the marketplace', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/automations/': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Automation not found' } } },
    });
    renderRoutes(routes, '/basalt/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Automation not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the marketplace/ }).getAttribute('href')).toBe('/browse');
  });

  it('the spinner appears only after 200 ms of loading', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      renderRoutes(routes, '/basalt/slow');
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(screen.queryByRole('status')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('status').textContent).toContain('Loading automation');
    } finally {
      vi.useRealTimers();
    }
  });

  it('opening the page records one automation view', async () => {
    const automation = buildAutomationDetail();
    const fetchStub = stubApi({
      '/api/session': signedOut,
      [`/api/automations/${automation.slug}`]: { body: { automation } },
      '/api/token-packages': packages,
      '/api/analytics': { status: 204, body: null },
    });
    renderRoutes(routes, `/basalt/${automation.slug}`);
    await waitFor(() => {
      const views = fetchStub.mock.calls.filter(([url]) => String(url) === '/api/analytics/events');
      expect(views.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { name: 'automation_viewed', path: `/basalt/${automation.slug}`, automationId: automation.id },
      ]);
    });
  });
});
