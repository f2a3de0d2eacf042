import type { LeadRequestStatus } from '@basalt/contracts';
import { Search } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/form-field';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useLeadRequests } from '../api/list-lead-requests';
import { LeadCard, statusLabels } from '../components/lead-card';

type Kind = 'custom_automation' | 'call';

/** Custom automation and call requests from the public forms (DESIGN D10). */
export function LeadInboxRoute() {
  usePageTitle('Lead Inbox | Basalt');
  const [status, setStatus] = useState<LeadRequestStatus | ''>('new');
  const [kind, setKind] = useState<Kind | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const leads = useLeadRequests({ status: status || undefined, kind: kind || undefined, q: search || undefined, page });
  useEffect(() => setPage(1), [status, kind, search]);
  const data = leads.data;
  const filters: { value: LeadRequestStatus | ''; label: string }[] = [
    { value: 'new', label: `New (${data?.counts.new ?? 0})` },
    { value: 'in_progress', label: `${statusLabels.in_progress} (${data?.counts.in_progress ?? 0})` },
    { value: 'done', label: `Done (${data?.counts.done ?? 0})` },
    { value: '', label: 'All' },
  ];

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading
        title="Lead Inbox"
        description="Custom automation and call requests sent from the public forms."
        back={{ to: '/admin', label: 'Back to Admin Dashboard' }}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Status">
        {filters.map((filter) => (
          <Button
            key={filter.value || 'all'}
            size="sm"
            variant={status === filter.value ? 'primary' : 'secondary'}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <label className="relative">
          <span className="sr-only">Search requests</span>
          <Search
            size={16}
            aria-hidden="true"
            className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Search by name, email, company or text..."
            className={`${inputStyles} pl-9`}
          />
        </label>
        <select
          aria-label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind | '')}
          className={inputStyles}
        >
          <option value="">All requests</option>
          <option value="custom_automation">Custom automation requests</option>
          <option value="call">Call requests</option>
        </select>
      </div>
      {leads.isPending ? (
        <Spinner label="Loading requests" className="py-16" />
      ) : leads.isError ? (
        <AlertBanner>{leads.error.message || 'Failed to load requests'}</AlertBanner>
      ) : data && data.leads.length === 0 ? (
        <EmptyState title="No requests found" hint="New requests from the public forms appear here." />
      ) : data ? (
        <div className="flex flex-col gap-3">
          {data.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </div>
      ) : null}
      {data && <Pagination page={page} pageSize={data.pageSize} total={data.matching} onPageChange={setPage} />}
    </Container>
  );
}
