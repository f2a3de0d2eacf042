import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useSession } from '@/features/auth';
import { useStartingPrice } from '@/features/site';

export function ClosingCallToAction() {
  const { user } = useSession();
  const startingPrice = useStartingPrice();
  return (
    <section aria-labelledby="closing-heading" className="py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl border bg-surface px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom,rgb(249_115_22/0.16),transparent_60%)]"
          />
          <h2 id="closing-heading" className="relative text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Your first automation is a few clicks away
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-muted-foreground">
            Create a free account, top up {startingPrice ? `from ${startingPrice} ` : ''}when you are ready, and pay
            only for the runs you make.
          </p>
          {/* Spec: 'Start Free Today' only for visitors; a signed-in user goes on to the marketplace. */}
          <Link
            to={user ? '/marketplace' : '/signup'}
            className={buttonStyles({ size: 'lg', className: 'relative mt-8' })}
          >
            {user ? 'Browse Automations' : 'Start Free Today'}
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
