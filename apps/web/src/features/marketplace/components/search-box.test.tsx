import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('marketplace search box', () => {
  it('a user who clears the search keeps typing in the search field', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="invoice" onSearch={onSearch} />);
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);

    const field = screen.getByRole('searchbox', { name: 'Search automations' });
    expect(onSearch).toHaveBeenCalledWith('');
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(document.activeElement).toBe(field);
  });
});
