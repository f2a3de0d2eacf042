import { pageMeta } from '@basalt/contracts';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/use-page-title';
import { CallRequestForm } from '../components/call-request-form';

export function BookCallRoute() {
  usePageTitle(pageMeta.bookCall.title);
  return (
    <Container className="grid max-w-5xl gap-10 py-14 lg:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Book a Call</h1>
        <p className="mt-4 text-muted-foreground">
          Tell us when suits you and what you'd like to discuss, and we'll get in touch to schedule it.
        </p>
        <p className="mt-6 flex gap-2 rounded-xl border bg-surface-muted p-4 text-sm">
          <CalendarClock size={18} className="mt-0.5 shrink-0 text-accent-text" aria-hidden="true" />
          Online scheduling with a calendar tool is coming soon. Until then, we confirm each call by e-mail.
        </p>
        <p className="mt-6 text-sm">
          Already know what you need?{' '}
          <Link to="/request-custom" className="font-semibold text-accent-text hover:underline">
            Request a custom automation
          </Link>
        </p>
      </div>
      <div className="rounded-2xl border bg-surface p-6">
        <CallRequestForm />
      </div>
    </Container>
  );
}
