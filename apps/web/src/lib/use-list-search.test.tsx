import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListSearch } from './use-list-search';

/** Renders the hook on a page at `path`; `location()` reads the address as the browser would show it. */
function renderOnPage<Result>(hook: () => Result, path = '/admin/users') {
  let address = '';
  function Probe({ children }: { children: ReactNode }) {
    const location = useLocation();
    address = `${location.pathname}${location.search}`;
    return children;
  }
  const rendered = renderHook(hook, {
    wrapper: ({ children }) => {
      const router = createMemoryRouter([{ path: '*', element: <Probe>{children}</Probe> }], {
        initialEntries: [path],
      });
      return <RouterProvider router={router} />;
    },
  });
  return { ...rendered, location: () => address };
}

describe('the search, filters and page of a list page', () => {
  it('searches for the trimmed text once typing pauses, and for nothing while the box is blank', async () => {
    const { result } = renderOnPage(() => useListSearch());
    expect(result.current.search).toBeUndefined();
    act(() => result.current.searchBox.onValueChange('  ada  '));
    expect(result.current.search).toBeUndefined();
    await waitFor(() => expect(result.current.search).toBe('ada'));
    expect(result.current.searchBox.value).toBe('  ada  ');
    act(() => result.current.setQ('   '));
    await waitFor(() => expect(result.current.search).toBeUndefined());
  });

  it('keeps search, filter and page in the address, so a reload or shared link shows the same list', async () => {
    const { result, location } = renderOnPage(() => useListSearch({ role: 'all' }));
    act(() => result.current.setFilter('role', 'admin'));
    act(() => result.current.setPage(3));
    act(() => result.current.setQ('grace'));
    await waitFor(() => expect(location()).toBe('/admin/users?role=admin&q=grace'));

    const reloaded = renderOnPage(() => useListSearch({ role: 'all' }), '/admin/users?role=admin&q=grace&page=2');
    expect(reloaded.result.current).toMatchObject({ search: 'grace', page: 2, filters: { role: 'admin' } });
    expect(reloaded.result.current.searchBox.value).toBe('grace');
  });

  it('goes back to the first page when a filter or the search changes, and keeps it otherwise', async () => {
    const { result, location } = renderOnPage(() => useListSearch({ role: 'all' }), '/admin/users?page=3');
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter('role', 'admin'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(location()).toBe('/admin/users?role=admin&page=2');
    act(() => result.current.setQ('grace'));
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => result.current.setFilter('role', 'all'));
    expect(location()).toBe('/admin/users?q=grace');
  });
});
