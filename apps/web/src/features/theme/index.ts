export { ThemeToggle, type ThemeToggleSize } from './components/theme-toggle';
export { useTheme } from './hooks/use-theme';
export type { Theme } from './utils/theme-preference';
