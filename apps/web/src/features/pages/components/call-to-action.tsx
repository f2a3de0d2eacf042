import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

type CallToActionProps = { title: string; text: string; to: string; label: string };

export function CallToAction({ title, text, to, label }: CallToActionProps) {
  return (
    <section className="py-16">
      <Container>
        <div className="rounded-3xl border bg-surface px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl font-semibold tracking-tight text-balance">{title}</h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{text}</p>
          <Link to={to} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
            {label}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
