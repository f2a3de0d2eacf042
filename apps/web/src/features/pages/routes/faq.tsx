import { pageMeta } from '@basalt/contracts';
import { Mail, Search } from 'lucide-react';
import { useState } from 'react';
import { Container } from '@/components/ui/container';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaq } from '@/features/site';
import { usePageTitle } from '@/lib/use-page-title';
import { FaqList, filterFaq } from '../components/faq-list';
import { PageHeader } from '../components/page-header';

export function FaqRoute() {
  usePageTitle(pageMeta.faq.title);
  const faq = useFaq();
  const [search, setSearch] = useState('');
  const sections = faq.data ? filterFaq(faq.data.sections, search) : [];

  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently asked questions">
        Tokens, prices, runs, refunds and accounts: the short answers.
      </PageHeader>
      <Container className="flex max-w-3xl flex-col gap-8 py-12">
        <div className="relative">
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            aria-label="Search the FAQ"
            placeholder="Search questions..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-11 w-full rounded-lg border bg-surface pl-10 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        {faq.isPending && <Skeleton className="h-64 w-full" />}
        {faq.isError && (
          <LoadErrorPanel
            message="The questions could not be loaded. Please try again."
            retrying={faq.isFetching}
            onRetry={() => void faq.refetch()}
          />
        )}
        {faq.data && sections.length === 0 && (
          <p className="text-center text-muted-foreground">No questions match “{search}”.</p>
        )}
        {faq.data && <FaqList sections={sections} />}
        {faq.data && (
          <p className="flex items-center gap-2 rounded-2xl border bg-surface px-5 py-4 text-sm">
            <Mail size={18} className="text-accent-text" aria-hidden="true" />
            Still have a question? Write to{' '}
            <a href={`mailto:${faq.data.supportEmail}`} className="font-semibold text-accent-text hover:underline">
              {faq.data.supportEmail}
            </a>
          </p>
        )}
      </Container>
    </>
  );
}
