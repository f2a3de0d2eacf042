import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAutomation } from '@/testing/automation-factory';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, signedOut, stubApi } from '@/testing/stub-api';
import { MarketplaceRoute } from './marketplace';

const categories = { body: { categories: [{ id: crypto.randomUUID(), name: 'Sales' }] } };
const routes = [
  { path: '/marketplace', element: <MarketplaceRoute /> },
  { path: '/basalt/:ref', element: <p>automation page</p> },
  { path: '/login', element: <p>login page</p> },
];
const automationsCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === '/api/automations');

describe('marketplace', () => {
  it('a visitor sees cards with badges and prices, and a click on a card asks them to sign in', async () => {
    const featured = buildAutomation({
      name: 'Lead Finder',
      isFeatured: true,
      successRate: 93,
      category: { id: crypto.randomUUID(), name: 'Sales' },
    });
    const plain = buildAutomation({ name: 'CSV Cleaner', tokenCostPerRun: 12 });
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [featured, plain], total: 2 } },
    });
    const { router } = renderRoutes(routes, '/marketplace');

    const cards = await screen.findAllByTestId('marketplace-card');
    expect(within(cards[0]!).getByText('Popular')).toBeTruthy();
    expect(within(cards[0]!).getByText('93% Success')).toBeTruthy();
    expect(within(cards[1]!).queryByText(/Success/)).toBeNull();
    expect(within(cards[1]!).queryByText('Popular')).toBeNull();
    expect(within(cards[1]!).getByText('12 tokens per run')).toBeTruthy();
    expect(within(cards[1]!).getByText('Cost per run')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'CSV Cleaner' }).getAttribute('href')).toBe(
      `/basalt/${plain.slug}`,
    );

    fireEvent.click(within(cards[0]!).getByText(featured.description));
    const dialog = await screen.findByRole('dialog', { name: 'Lead Finder' });
    expect(within(dialog).getByText('Sign in to use this automation and unlock all features')).toBeTruthy();
    expect(within(dialog).getByText('Sales')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Issue 15 #5: signing in returns the visitor to the automation they picked.
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(`/basalt/${featured.slug}`)}`);
  });

  it('View Details opens the same dialog, and Cancel closes it', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [buildAutomation({ name: 'Ticket Triage' })], total: 1 } },
    });
    renderRoutes(routes, '/marketplace');
    fireEvent.click(await screen.findByRole('link', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket Triage' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a signed-in user gets Use Automation, which opens the automation page', async () => {
    const automation = buildAutomation({ name: 'Ticket Triage' });
    stubApi({
      '/api/session': signedInAs(),
      '/api/categories': categories,
      '/api/automations': { body: { automations: [automation], total: 1 } },
    });
    const { router } = renderRoutes(routes, '/marketplace');
    fireEvent.click(await screen.findByRole('link', { name: /Use Automation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/basalt/${automation.slug}`));
  });

  it('filters come from the URL and go back into it', async () => {
    const fetchStub = stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [buildAutomation()], total: 1 } },
    });
    const { router } = renderRoutes(routes, '/marketplace?q=csv&category=Sales&sort=newest');

    await screen.findAllByTestId('marketplace-card');
    expect((screen.getByRole('searchbox', { name: 'Search automations' }) as HTMLInputElement).value).toBe('csv');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('Sales');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    const first = automationsCalls(fetchStub)[0]!;
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      q: 'csv',
      category: 'Sales',
      sort: 'newest',
      offset: '0',
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name_desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=csv&sort=name_desc'));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'invoice' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=invoice&sort=name_desc'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name_desc'));
  });

  it('a visitor sorts by recently updated, and the API is asked for that order (issue 40)', async () => {
    const fetchStub = stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [buildAutomation()], total: 1 } },
    });
    const { router } = renderRoutes(routes, '/marketplace');
    await screen.findAllByTestId('marketplace-card');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Popular', 'Newest', 'Recently updated', 'A-Z', 'Z-A']);
    fireEvent.change(sort, { target: { value: 'recently_updated' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=recently_updated'));
    await waitFor(() => expect(automationsCalls(fetchStub).at(-1)!.searchParams.get('sort')).toBe('recently_updated'));
  });

  it('a search with a typo says it found nothing as typed and which words the results are for', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': {
        body: { automations: [buildAutomation({ name: 'CSV Cleaner' })], total: 1, correctedQuery: 'csv cleaner' },
      },
    });
    renderRoutes(routes, '/marketplace?q=csv+clener');
    const note = await screen.findByTestId('corrected-query');
    expect(note.textContent).toBe('No automations match “csv clener”. Showing results for “csv cleaner”.');
    expect(screen.getByRole('link', { name: 'CSV Cleaner' })).toBeTruthy();
  });

  it('a card says when the automation was updated and how many runs it finished in 30 days', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': {
        body: {
          automations: [
            buildAutomation({
              name: 'Busy',
              updatedAt: '2026-11-03T23:30:00.000Z',
              runsLast30Days: 1234,
              successRate: 97,
            }),
            buildAutomation({ name: 'Quiet', updatedAt: '2026-01-01T00:00:00.000Z', runsLast30Days: 0 }),
          ],
          total: 2,
        },
      },
    });
    renderRoutes(routes, '/marketplace');
    const [busy, quiet] = await screen.findAllByTestId('marketplace-card');
    const lines = (card: HTMLElement) =>
      Array.from(within(card).getByTestId('automation-trust').children, (line) => line.textContent);
    expect(lines(busy!)).toEqual(['Updated Nov 3, 2026', '1,234 runs in the last 30 days']);
    expect(within(busy!).getByText('97% Success')).toBeTruthy();
    // Nothing to count is not shown (D13), and no rate before 10 finished runs (D6).
    expect(lines(quiet!)).toEqual(['Updated Jan 1, 2026']);
    expect(within(quiet!).queryByText(/Success/)).toBeNull();
  });

  it('no results offer Clear Filters and Browse All', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [], total: 0 } },
    });
    const { router } = renderRoutes(routes, '/marketplace?q=zzz&category=Sales&sort=newest');
    expect(await screen.findByRole('heading', { name: 'No automations found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All' }).getAttribute('href')).toBe('/marketplace');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
  });

  it('while loading, 8 placeholder cards show', () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { body: { automations: [], total: 0 } },
    });
    const { container } = renderRoutes(routes, '/marketplace');
    expect(screen.getByRole('status').textContent).toContain('Loading automations');
    expect(container.querySelectorAll('[aria-busy="true"] > [aria-hidden="true"]')).toHaveLength(8);
  });

  it('a failed load says so and can be retried', async () => {
    stubApi({
      '/api/session': signedOut,
      '/api/categories': categories,
      '/api/automations': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
    });
    renderRoutes(routes, '/marketplace');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to load automations. Please check your connection and try again.',
    );
  });
});
