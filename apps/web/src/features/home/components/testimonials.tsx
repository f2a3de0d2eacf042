import { Quote } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const testimonials = [
  {
    quote: 'We clean every CRM export with Basalt before importing it. It takes a minute and costs less than a coffee.',
    name: 'Maya R.',
    role: 'Sales operations, B2B software',
  },
  {
    quote: 'Our support inbox gets triaged before the team logs in. Paying per run means we only pay on busy days.',
    name: 'Tom K.',
    role: 'Head of support, online retailer',
  },
  {
    quote: 'I test subject lines before every campaign. Seeing the price before I run it makes it an easy habit.',
    name: 'Priya S.',
    role: 'Email marketer, agency',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-20">
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="Teams that stopped doing it by hand" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="flex flex-col gap-5 rounded-2xl border bg-surface p-6">
              <Quote size={22} className="text-accent-text" aria-hidden="true" />
              <blockquote className="flex-1 text-base">{testimonial.quote}</blockquote>
              <p className="text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground"> · {testimonial.role}</span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
