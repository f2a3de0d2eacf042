import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { renderRoutes } from '@/testing/render-with-router';
import { signedInAs, stubApi } from '@/testing/stub-api';

const row = {
  id: '7d3c1a2e-5b4f-4e6a-8c9d-0e1f2a3b4c5d',
  slug: 'invoice-reader',
  name: 'Invoice Reader',
  description: 'Reads invoices',
  status: 'published',
  categoryId: null,
  categoryName: null,
  pricingModel: 'per_run',
  tokenCostPerRun: 10,
  tokenCostPerMinute: null,
  runCount: 12,
  successRate30d: 87.5,
  runs30d: 9,
  revenue30d: 1250,
  createdAt: '2026-01-02T10:00:00.000Z',
  pause: null,
};

function stubAutomations() {
  const asked: URLSearchParams[] = [];
  stubApi({
    '/api/session': signedInAs({ isAdmin: true, id: 'admin-1' }),
    '/api/categories': { body: { categories: [] } },
    '/api/admin/automation-health': { body: { automations: [] } },
    '/api/admin/settings/automation-health': {
      body: {
        failuresInARow: 5,
        failureRatePercent: 50,
        failureRateMinRuns: 10,
        failureRateWindowMinutes: 60,
        isSet: false,
      },
    },
    '/api/admin/automations': (url) => {
      asked.push(url.searchParams);
      // The search matches nothing here: what it hides is still there unsearched.
      const automations = url.searchParams.get('q') === 'nothing matches' ? [] : [row];
      return { body: { automations, total: automations.length } };
    },
  });
  return asked;
}

describe('Manage Automations', () => {
  it("shows each automation's last 30 days and sorts by them from the column headings", async () => {
    const asked = stubAutomations();
    const { router } = renderRoutes(appRoutes, '/admin/automations');
    const table = (await screen.findByRole('link', { name: 'Invoice Reader' })).closest('table')!;
    expect(screen.getByRole('link', { name: 'Invoice Reader' }).getAttribute('href')).toBe(
      `/admin/automations/${row.id}`,
    );
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['87.5%', '9', '1,250']));

    const heading = (name: string) => within(table).getByRole('columnheader', { name });
    expect(heading('Created').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Success 30d').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(heading('Success 30d')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=successRate30d'));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('successRate30d'));
    expect(asked.at(-1)!.get('order')).toBe('desc');
    expect(heading('Success 30d').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Created').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(heading('Success 30d')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=successRate30d&order=asc'));
    expect(heading('Success 30d').getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(asked.at(-1)!.get('order')).toBe('asc'));
  });

  it('on a phone, where the headings are hidden, the same sorting is a drop-down', async () => {
    stubAutomations();
    const { router } = renderRoutes(appRoutes, '/admin/automations?sort=revenue30d');
    const sortBy = await screen.findByRole('combobox', { name: 'Sort by' });
    expect((sortBy as HTMLSelectElement).value).toBe('revenue30d:desc');
    fireEvent.change(sortBy, { target: { value: 'runs30d:asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=runs30d&order=asc'));
  });

  it('an admin can pause an automation that the search hides from the list', async () => {
    stubAutomations();
    renderRoutes(appRoutes, '/admin/automations?q=nothing+matches');
    fireEvent.click(await screen.findByText('Pause an automation'));
    const choice = await screen.findByLabelText('Automation');
    await waitFor(() =>
      expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'Choose...',
        'Invoice Reader',
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Invoice Reader' })).toBeNull();
  });
});
