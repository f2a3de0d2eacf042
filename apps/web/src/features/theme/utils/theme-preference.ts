export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'basalt-theme';
/** Spec: the product is dark-first; anything but an exact saved 'light' or 'dark' means dark. */
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ThemeStore = {
  getTheme: () => Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Holds the one current theme for every toggle on the page. Storage access is wrapped because
 * browsers in private mode or with storage disabled throw instead of returning null.
 */
export function createThemeStore(storage: ThemeStorage, root: HTMLElement): ThemeStore {
  let current = parseTheme(readSafely(storage));
  const listeners = new Set<() => void>();

  const setTheme = (theme: Theme) => {
    current = theme;
    applyTheme(theme, root);
    try {
      storage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // The choice still applies for this visit.
    }
    listeners.forEach((listener) => listener());
  };

  applyTheme(current, root);
  return {
    getTheme: () => current,
    setTheme,
    toggleTheme: () => setTheme(current === 'dark' ? 'light' : 'dark'),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function applyTheme(theme: Theme, root: HTMLElement): void {
  root.classList.toggle('dark', theme === 'dark');
  // Native controls and scrollbars follow too.
  root.style.colorScheme = theme;
}

function readSafely(storage: ThemeStorage): string | null {
  try {
    return storage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}
