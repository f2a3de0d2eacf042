import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { PageViewTracker } from '@/features/analytics';
import { AccountLiveUpdates, MobileMenuAccount, TopBarAccount } from '@/features/auth';
import { ThemeToggle } from '@/features/theme';
import { CheckoutReturn } from './checkout-return';

export function RootLayout() {
  return (
    <AppShell
      themeToggle={<ThemeToggle size="md" />}
      menuThemeToggle={<ThemeToggle size="lg" showLabel className="w-full justify-start" />}
      account={<TopBarAccount />}
      menuAccount={(close) => <MobileMenuAccount onNavigate={close} />}
    >
      <Outlet />
      <ScrollRestoration />
      <PageViewTracker />
      <CheckoutReturn />
      <AccountLiveUpdates />
    </AppShell>
  );
}
