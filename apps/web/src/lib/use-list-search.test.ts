import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListSearch } from './use-list-search';

describe('the search and page of a list page', () => {
  it('searches for the trimmed text, and for nothing while the box is blank', async () => {
    const { result } = renderHook(() => useListSearch());
    expect(result.current.search).toBeUndefined();
    act(() => result.current.searchBox.onValueChange('  ada  '));
    await waitFor(() => expect(result.current.search).toBe('ada'));
    expect(result.current.searchBox.value).toBe('  ada  ');
    act(() => result.current.setQ('   '));
    await waitFor(() => expect(result.current.search).toBeUndefined());
  });

  it('goes back to the first page when a filter or the search changes', async () => {
    const { result, rerender } = renderHook(({ role }) => useListSearch([role]), { initialProps: { role: 'all' } });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ role: 'admin' });
    await waitFor(() => expect(result.current.page).toBe(1));
    act(() => result.current.setPage(2));
    act(() => result.current.setQ('grace'));
    await waitFor(() => expect(result.current.page).toBe(1));
  });

  it('keeps the page while the filters stay the same', () => {
    const { result, rerender } = renderHook(({ role }) => useListSearch([role]), { initialProps: { role: 'all' } });
    act(() => result.current.setPage(2));
    rerender({ role: 'all' });
    expect(result.current.page).toBe(2);
  });
});
