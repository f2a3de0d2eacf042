import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListStatus } from './list-status';

type Page = { items: string[] };
const body = (query: { isPending: boolean; isError: boolean; data?: Page }, withError = true) => (
  <ListStatus
    query={query}
    loadingLabel="Loading items"
    error={withError ? <p>Failed to load items</p> : undefined}
    isEmpty={(page) => page.items.length === 0}
    empty={<p>No items found</p>}
  >
    {(page) => (
      <ul>
        {page.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )}
  </ListStatus>
);

describe('the body of a list page', () => {
  it('shows the spinner while loading', () => {
    render(body({ isPending: true, isError: false }));
    expect(screen.getByText('Loading items')).toBeTruthy();
  });

  it('shows the error instead of the list when loading failed', () => {
    render(body({ isPending: false, isError: true, data: { items: ['stale'] } }));
    expect(screen.getByText('Failed to load items')).toBeTruthy();
    expect(screen.queryByText('stale')).toBeNull();
  });

  it('keeps the last list when the page shows its error elsewhere', () => {
    render(body({ isPending: false, isError: true, data: { items: ['stale'] } }, false));
    expect(screen.getByText('stale')).toBeTruthy();
  });

  it('shows the empty state for an empty list, and the rows otherwise', () => {
    const { rerender } = render(body({ isPending: false, isError: false, data: { items: [] } }));
    expect(screen.getByText('No items found')).toBeTruthy();
    rerender(body({ isPending: false, isError: false, data: { items: ['first', 'second'] } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });
});
