import { BadgeDollarSign, LayoutGrid, ReceiptText, RotateCcw, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import { categoryNames } from '@basalt/contracts';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const features: Array<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: 'Pay per use',
    description: 'Buy tokens once and spend them run by run. No monthly subscription, no seats.',
    icon: BadgeDollarSign,
  },
  {
    title: 'Price before every run',
    description: 'Each automation shows its cost up front, and time-based runs show the most they can take.',
    icon: ReceiptText,
  },
  {
    title: 'Refunds when we fail',
    description: 'If a run fails on our side, its tokens come back to your balance automatically.',
    icon: RotateCcw,
  },
  {
    title: 'Ready in minutes',
    description: 'Every automation is already built. Fill in a short form and run it; no code, no setup.',
    icon: Timer,
  },
  {
    title: `${categoryNames.length} categories`,
    description: 'Lead generation, email marketing, data processing, social media, support, analytics and more.',
    icon: LayoutGrid,
  },
  {
    title: 'Secure by default',
    description: 'Encrypted connections, card payments through our payment provider, and no tracking cookies.',
    icon: ShieldCheck,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="py-20">
      <Container>
        <SectionHeading id="features-heading" eyebrow="Why Basalt" title="Automation without the overhead">
          Everything you need to put repetitive work on autopilot, and nothing you pay for while you sleep.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border bg-surface p-6">
              <span className="flex size-10 items-center justify-center rounded-xl bg-accent/15 text-accent-text">
                <Icon size={20} aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
