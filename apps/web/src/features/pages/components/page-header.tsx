import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

type PageHeaderProps = { eyebrow?: string; title: string; children?: ReactNode };

export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[28rem] bg-[radial-gradient(ellipse_at_top,rgb(249_115_22/0.14),transparent_65%)]"
      />
      <Container className="relative py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-2xl text-lg text-muted-foreground">{children}</div>}
      </Container>
    </header>
  );
}
