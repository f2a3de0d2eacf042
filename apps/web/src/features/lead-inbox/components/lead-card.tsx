import type { LeadRequest, LeadRequestStatus } from '@basalt/contracts';
import { Mail, Phone } from 'lucide-react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { inputStyles } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/format';
import { useUpdateLeadRequest } from '../api/update-lead-request';

export const statusLabels: Record<LeadRequestStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };
const statusTones: Record<LeadRequestStatus, BadgeTone> = { new: 'info', in_progress: 'warning', done: 'success' };

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

export function LeadCard({ lead }: { lead: LeadRequest }) {
  const update = useUpdateLeadRequest();
  const custom = lead.kind === 'custom_automation';
  const setStatus = (status: LeadRequestStatus) =>
    update.mutate(
      { id: lead.id, status },
      { onError: (error) => toast.error(error.message || 'Failed to update request') },
    );
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <Badge tone={custom ? 'accent' : 'neutral'}>{custom ? 'Custom automation' : 'Call request'}</Badge>
            <Badge tone={statusTones[lead.status]}>{statusLabels[lead.status]}</Badge>
          </div>
          <h3 className="font-semibold">{lead.fullName}</h3>
          <div className="flex flex-wrap gap-3 text-sm text-muted-foreground">
            <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 hover:text-foreground">
              <Mail size={14} aria-hidden="true" />
              {lead.email}
            </a>
            {lead.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone size={14} aria-hidden="true" />
                {lead.phone}
              </span>
            )}
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </div>
        </div>
        <select
          aria-label={`Status of the request from ${lead.fullName}`}
          value={lead.status}
          disabled={update.isPending}
          onChange={(event) => setStatus(event.target.value as LeadRequestStatus)}
          className={`${inputStyles} w-auto`}
        >
          {(Object.keys(statusLabels) as LeadRequestStatus[]).map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <Row label="Company" value={lead.company} />
        <Row label="Description" value={lead.description} />
        <Row label="Use case" value={lead.useCase} />
        <Row label="Budget" value={lead.budgetRange} />
        <Row label="Timeline" value={lead.timeline} />
        <Row label="Preferred time" value={lead.preferredDatetime} />
        <Row label="Topic" value={lead.topic} />
      </dl>
    </Card>
  );
}
