import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-with-router';
import { stubApi } from '@/testing/stub-api';
import { PageViewTracker } from './page-view-tracker';

function Page() {
  return (
    <>
      <PageViewTracker />
      <Link to="/about">About</Link>
      <Link to="/about?tab=team">Team</Link>
    </>
  );
}

describe('page views (D9)', () => {
  it('each route change sends one page view to our own API, without cookies of its own', async () => {
    const fetchStub = stubApi({ '/api/analytics/events': { status: 204, body: null } });
    renderRoutes([{ path: '*', element: <Page /> }], '/marketplace?q=secret');
    const sent = () =>
      fetchStub.mock.calls.map(([url, init]) => {
        expect(String(url)).toBe('/api/analytics/events');
        expect(init?.credentials).toBe('same-origin');
        return JSON.parse(String(init?.body)) as { name: string; path: string };
      });

    await waitFor(() => expect(sent()).toEqual([{ name: 'page_view', path: '/marketplace' }]));
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(sent().map((e) => e.path)).toEqual(['/marketplace', '/about']));
    fireEvent.click(screen.getByRole('link', { name: 'Team' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toHaveLength(2);
  });
});
