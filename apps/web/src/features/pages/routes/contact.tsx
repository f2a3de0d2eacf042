import { pageMeta } from '@basalt/contracts';
import { ArrowRight, CalendarClock, Mail, Wand2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { useFaq } from '@/features/site';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from '../components/page-header';

const options: Array<{ to: string; title: string; text: string; icon: LucideIcon }> = [
  {
    to: '/request-custom',
    title: 'Request Custom Automation',
    text: 'Tell us what you need automated, with your budget and timeline. We reply within 24-48 hours.',
    icon: Wand2,
  },
  {
    to: '/book-call',
    title: 'Book a Call',
    text: 'Prefer to talk it through? Leave your details and a time that suits you.',
    icon: CalendarClock,
  },
];

export function ContactRoute() {
  usePageTitle(pageMeta.contact.title);
  const supportEmail = useFaq().data?.supportEmail;
  return (
    <>
      <PageHeader eyebrow="Get in touch" title="How can we help?" />
      <Container className="grid gap-6 py-12 md:grid-cols-2">
        {options.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex flex-col gap-3 rounded-2xl border bg-surface p-6 transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon size={24} className="text-accent-text" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
            <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
              Continue <ArrowRight size={15} aria-hidden="true" />
            </span>
          </Link>
        ))}
        {supportEmail && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground md:col-span-2">
            <Mail size={16} aria-hidden="true" /> Or write to{' '}
            <a href={`mailto:${supportEmail}`} className="font-semibold text-accent-text hover:underline">
              {supportEmail}
            </a>
          </p>
        )}
      </Container>
    </>
  );
}
