import { useSyncExternalStore } from 'react';
import { createThemeStore, DEFAULT_THEME, type ThemeStore } from '../utils/theme-preference';

let store: ThemeStore | undefined;

// Created on first use, not at import, so tests and non-browser imports never touch storage.
function themeStore(): ThemeStore {
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
