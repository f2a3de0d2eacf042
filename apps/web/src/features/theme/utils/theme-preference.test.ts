import { describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import themeInitScript from '../../../../public/theme-init.js?raw';
import { createThemeStore, THEME_STORAGE_KEY } from './theme-preference';

const root = () => document.documentElement;

function storeWithSaved(saved?: string) {
  if (saved !== undefined) localStorage.setItem(THEME_STORAGE_KEY, saved);
  return createThemeStore(localStorage, root());
}

describe('theme preference', () => {
  it('a visitor with no saved theme gets dark', () => {
    expect(storeWithSaved().getTheme()).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it("a saved 'light' is kept", () => {
    expect(storeWithSaved('light').getTheme()).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('a garbage value falls back to dark', () => {
    expect(storeWithSaved('LIGHT ').getTheme()).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('toggling saves the choice and flips the root class', () => {
    const store = storeWithSaved('dark');
    let notified = 0;
    store.subscribe(() => (notified += 1));

    store.toggleTheme();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);

    store.toggleTheme();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
    expect(notified).toBe(2);
  });

  it('a browser that refuses storage still gets a working toggle', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createThemeStore(refusing, root());
    expect(store.getTheme()).toBe('dark');
    store.toggleTheme();
    expect(store.getTheme()).toBe('light');
  });

  it.each([
    [undefined, true],
    ['light', false],
    ['dark', true],
    ['blue', true],
  ])('the pre-render script loaded by index.html agrees with the store for %s', (saved, dark) => {
    if (saved !== undefined) localStorage.setItem(THEME_STORAGE_KEY, saved);
    expect(indexHtml).toContain('<script src="/theme-init.js"></script>');
    new Function(themeInitScript)();
    expect(root().classList.contains('dark')).toBe(dark);
  });
});
