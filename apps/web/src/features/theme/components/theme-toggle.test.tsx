import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The theme store is one per page; a fresh module per test gives each test a fresh page.
async function loadToggle() {
  return (await import('./theme-toggle')).ThemeToggle;
}

describe('theme toggle', () => {
  beforeEach(() => vi.resetModules());

  it('a visitor in the dark theme is offered the light theme, and back again', async () => {
    const ThemeToggle = await loadToggle();
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('basalt-theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });

  it('two toggles on one page always agree', async () => {
    const ThemeToggle = await loadToggle();
    render(
      <>
        <ThemeToggle size="sm" />
        <ThemeToggle size="lg" showLabel />
      </>,
    );

    fireEvent.click(screen.getAllByRole('button', { name: 'Switch to light theme' })[0]!);

    expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2);
    expect(screen.getByText('Dark')).toBeTruthy();
  });
});
