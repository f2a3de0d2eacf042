import { useSyncExternalStore } from 'react';
import { createThemeStore, DEFAULT_THEME, type ThemeStore } from '../utils/theme-preference';

let store: ThemeStore | undefined;

// The server renders the default theme; the browser's saved one is on <html> before the first paint
// (public/theme-init.js), and React switches to it right after hydrating.
const serverStore: ThemeStore = {
  getTheme: () => DEFAULT_THEME,
  setTheme: () => {},
  toggleTheme: () => {},
  subscribe: () => () => {},
};

// Created on first use, not at import, so tests and non-browser imports never touch storage.
function themeStore(): ThemeStore {
  if (typeof window === 'undefined') return serverStore;
  store ??= createThemeStore(window.localStorage, document.documentElement);
  return store;
}

export function useTheme() {
  const theme = useSyncExternalStore(
    (listener) => themeStore().subscribe(listener),
    () => themeStore().getTheme(),
    () => DEFAULT_THEME,
  );
  return { theme, setTheme: themeStore().setTheme, toggleTheme: themeStore().toggleTheme };
}
