import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useSession } from '@/features/auth';
import { useStartingPrice, WelcomeCreditNote } from '@/features/site';
import { HeroRunPreview } from './hero-run-preview';

const promises = ['No card needed to sign up', 'No monthly subscription', 'Price shown before every run'];

export function HomeHero() {
  const { user } = useSession();
  const startingPrice = useStartingPrice();
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgb(249_115_22/0.18),transparent_65%)]"
      />
      <Container className="relative grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-surface px-3 py-1 text-sm text-muted-foreground">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            {startingPrice ? `Start with ${startingPrice} in tokens` : 'Start with prepaid tokens'}
          </p>
          <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Pre-built automations. <span className="text-accent-text">Pay only when they run.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Pick a ready-made automation for lead generation, email marketing, data processing and more. Fill in a short
            form, see the price up front, and get the result in seconds.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {user ? (
              <>
                <Link to="/marketplace" className={buttonStyles({ size: 'lg' })}>
                  Browse Automations
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
                <Link to="/dashboard" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                  Go to Dashboard
                </Link>
              </>
            ) : (
              <>
                <Link to="/signup" className={buttonStyles({ size: 'lg' })}>
                  Get Started Free
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
                <a href="#how-it-works" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
                  See How It Works
                </a>
              </>
            )}
          </div>
          {!user && <WelcomeCreditNote className="mt-4" />}
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check size={16} className="text-accent-text" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroRunPreview />
      </Container>
    </section>
  );
}
