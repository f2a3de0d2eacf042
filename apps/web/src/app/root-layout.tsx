import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ThemeToggle } from '@/features/theme';

export function RootLayout() {
  return (
    <AppShell
      themeToggle={<ThemeToggle size="md" />}
      menuThemeToggle={<ThemeToggle size="lg" showLabel className="w-full justify-start" />}
    >
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
