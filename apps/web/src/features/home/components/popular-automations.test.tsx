import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAutomation } from '@/testing/automation-factory';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubFetch } from '@/testing/stub-fetch';
import { PopularAutomations } from './popular-automations';

const failure = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Database down.' } } };
const errorMessage = 'Unable to load automations. Please check your connection and try again.';

describe('popular automations on the home page', () => {
  it('a visitor sees up to three automations from the catalogue', async () => {
    const automations = [1, 2, 3].map((n) => buildAutomation({ name: `Automation ${n}` }));
    const fetchStub = stubFetch({ body: { automations, total: 12 } });

    renderWithRouter(<PopularAutomations />);

    expect(screen.getByRole('status').textContent).toContain('Loading automations');
    expect(await screen.findByRole('link', { name: 'Automation 3' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(String(fetchStub.mock.calls[0]![0])).toBe('/api/automations?limit=3');
    expect(screen.getByRole('link', { name: /View All/ }).getAttribute('href')).toBe('/marketplace');
  });

  it('a visitor whose request fails sees the error and can try again', async () => {
    stubFetch(failure, { body: { automations: [buildAutomation({ name: 'CSV Cleaner' })], total: 1 } });

    renderWithRouter(<PopularAutomations />);

    expect((await screen.findByRole('alert')).textContent).toContain(errorMessage);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'CSV Cleaner' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an answer that breaks the contract shows the error instead of broken cards', async () => {
    stubFetch({ body: { automations: [{ name: 'No id' }], total: 1 } });
    renderWithRouter(<PopularAutomations />);
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessage);
  });
});
