import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

type TopBarProps = {
  themeToggle: ReactNode;
  menuThemeToggle: ReactNode;
  account: ReactNode;
  menuAccount: (close: () => void) => ReactNode;
};

export function TopBar({ themeToggle, menuThemeToggle, account, menuAccount }: TopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md">
      <Container className="flex h-16 items-center gap-6">
        <Logo />
        <div className="hidden md:block">
          <MainNav orientation="horizontal" />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {themeToggle}
          <div className="hidden md:block">{account}</div>
          <div className="md:hidden">
            <MobileMenu themeToggle={menuThemeToggle} account={menuAccount} />
          </div>
        </div>
      </Container>
    </header>
  );
}
