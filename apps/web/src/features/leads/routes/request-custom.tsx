import { pageMeta } from '@basalt/contracts';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/use-page-title';
import { CustomAutomationForm } from '../components/custom-automation-form';

export function RequestCustomRoute() {
  usePageTitle(pageMeta.requestCustom.title);
  return (
    <Container className="grid max-w-5xl gap-10 py-14 lg:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Request a Custom Automation</h1>
        <p className="mt-4 text-muted-foreground">
          Can't find what you need in the marketplace? Describe the task, your budget and your timeline. We reply within
          24-48 hours.
        </p>
        <p className="mt-6 text-sm">
          Rather talk first?{' '}
          <Link to="/book-call" className="font-semibold text-accent-text hover:underline">
            Book a call
          </Link>
        </p>
      </div>
      <div className="rounded-2xl border bg-surface p-6">
        <CustomAutomationForm />
      </div>
    </Container>
  );
}
