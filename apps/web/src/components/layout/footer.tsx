import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { footerNavGroups, TAGLINE } from './nav-links';

export function Footer() {
  return (
    <footer className="border-t bg-surface">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{TAGLINE}</p>
        </div>
        {footerNavGroups.map((group, index) => (
          <nav key={group.title} aria-labelledby={`footer-group-${index}`}>
            <h2 id={`footer-group-${index}`} className="text-sm font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className="rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Container>
        <p className="border-t py-6 text-sm text-muted-foreground">
          © {new Date().getFullYear()} Basalt. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
