import { chatServiceNames, type ResultDelivery } from '@basalt/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { useRunDeliveries } from '../api/list-run-deliveries';
import { useResendRunDelivery } from '../api/resend-run-delivery';

const statusLabels: Record<ResultDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const channelName = (delivery: ResultDelivery) =>
  delivery.channel === 'email' ? 'E-mail' : chatServiceNames[delivery.channel];

/** Where this run's result was delivered, each with its status and a Resend; nothing when it has none. */
export function RunDeliveries({ runId, runEnded }: { runId: string; runEnded: boolean }) {
  const query = useRunDeliveries(runId, runEnded);
  const resend = useResendRunDelivery(runId);
  const deliveries = query.data?.deliveries ?? [];
  if (deliveries.length === 0) return null;
  return (
    <section aria-label="Deliveries" className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">Deliveries</h3>
      <ul className="flex flex-col gap-2">
        {deliveries.map((delivery) => {
          const status = statusLabels[delivery.status];
          return (
            <li key={delivery.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2">
              <span className="font-medium">{channelName(delivery)}</span>
              <span className="min-w-0 break-all text-muted-foreground">{delivery.destination}</span>
              <Badge tone={status.tone}>{status.label}</Badge>
              {delivery.sentAt && (
                <span className="text-xs text-muted-foreground">{formatDateTime(delivery.sentAt)}</span>
              )}
              {runEnded && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="ml-auto"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(delivery.id)}
                  aria-label={`Resend to ${channelName(delivery)}`}
                >
                  Resend
                </Button>
              )}
              {delivery.lastError && delivery.status !== 'sent' && (
                <p className="w-full text-xs text-danger">{delivery.lastError}</p>
              )}
            </li>
          );
        })}
      </ul>
      {resend.error && (
        <p role="alert" className="text-sm text-danger">
          {resend.error instanceof ApiError ? resend.error.message : 'Failed to resend'}
        </p>
      )}
    </section>
  );
}
