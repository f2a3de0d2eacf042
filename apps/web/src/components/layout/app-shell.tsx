import type { ReactNode } from 'react';
import { Footer } from './footer';
import { TopBar } from './top-bar';

type AppShellProps = {
  children: ReactNode;
  /** Slots, because shared layout must not import features; the app layer fills them. */
  themeToggle: ReactNode;
  menuThemeToggle: ReactNode;
  /** Login and Sign Up, or the signed-in chip and menu; the mobile one gets a close callback. */
  account: ReactNode;
  menuAccount: (close: () => void) => ReactNode;
};

export function AppShell({ children, themeToggle, menuThemeToggle, account, menuAccount }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-medium text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <TopBar themeToggle={themeToggle} menuThemeToggle={menuThemeToggle} account={account} menuAccount={menuAccount} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
