import type { ReactNode } from 'react';

type SectionHeadingProps = { id: string; eyebrow: string; title: string; children?: ReactNode };

export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-base text-muted-foreground">{children}</p>}
    </div>
  );
}
