import { configuration, type Configuration } from '@basalt/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { MyAutomationsRoute } from './my-automations';

const automationId = '22222222-2222-4222-8222-222222222222';
const saved = (overrides: Partial<Configuration>): Configuration =>
  configuration.parse({
    id: crypto.randomUUID(),
    automationId,
    automation: { id: automationId, name: 'CSV Data Cleaner', slug: 'csv-data-cleaner', category: 'Data Processing' },
    configName: 'Weekly leads',
    configData: { topic: 'y'.repeat(45), dedupe: 'email', third: 'not shown' },
    deliver: null,
    preview: [
      { label: 'Topic', value: 'y'.repeat(45) },
      { label: 'Remove repeats in column', value: 'email' },
      { label: 'Third', value: 'not shown' },
    ],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });

describe('/my-automations', () => {
  function setUp() {
    const first = saved({ deliver: { email: true, chat: null } });
    const untitled = saved({ configName: null, configData: {}, preview: [] });
    const queries: string[] = [];
    const fetchStub = stubApi({
      '/api/categories': { body: { categories: [{ id: crypto.randomUUID(), name: 'Data Processing' }] } },
      '/api/configurations': (url, init) => {
        if (init?.method === 'DELETE') return { status: 204, body: null };
        if (init?.method === 'POST')
          return { status: 201, body: { configuration: saved({ configName: 'Weekly leads (copy)' }) } };
        queries.push(url.search);
        return { body: { configurations: [first, untitled] } };
      },
    });
    const view = renderRoutes(
      [
        { path: '/my-automations', element: <MyAutomationsRoute /> },
        { path: '/automation/:id', element: <p>Automation page</p> },
      ],
      '/my-automations',
    );
    return { first, queries, fetchStub, ...view };
  }

  it('shows each configuration with a preview of its first 2 fields cut at 40 characters', async () => {
    setUp();
    const card = (await screen.findByRole('heading', { name: 'Weekly leads' })).closest('div')!.parentElement!
      .parentElement!;
    expect(card.textContent).toContain(`Topic:${'y'.repeat(40)}...`);
    expect(card.textContent).toContain('Remove repeats in column:email');
    expect(card.textContent).not.toContain('not shown');
    // Where its runs send their result (issue 41, item 5); a configuration without one says nothing.
    expect(card.textContent).toContain('Result sent to your e-mail');
    expect(screen.getAllByText(/^Result sent to/)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Untitled Configuration' })).toBeTruthy();
  });

  it('searches, filters by category and sorts through the API', async () => {
    const { queries } = setUp();
    await screen.findByRole('heading', { name: 'Weekly leads' });
    fireEvent.change(screen.getByPlaceholderText('Search configurations'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'a-z' } });
    await vi.waitFor(() => expect(queries.at(-1)).toBe('?q=weekly&sort=a-z'));
  });

  it('View Dashboard opens the automation with the configuration in navigation state', async () => {
    const { first, router } = setUp();
    fireEvent.click((await screen.findAllByRole('button', { name: /View Dashboard/ }))[0]!);
    await screen.findByText('Automation page');
    expect(router.state.location.pathname).toBe(`/automation/${automationId}`);
    expect(router.state.location.state).toEqual({ configId: first.id });
  });

  it('duplicates, and deletes after confirming', async () => {
    const { first, fetchStub } = setUp();
    fireEvent.click((await screen.findAllByRole('button', { name: /Duplicate/ }))[0]!);
    await vi.waitFor(() =>
      expect(
        fetchStub.mock.calls.some(([url]) => String(url).endsWith(`/api/configurations/${first.id}/duplicate`)),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Weekly leads' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete configuration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });
});
