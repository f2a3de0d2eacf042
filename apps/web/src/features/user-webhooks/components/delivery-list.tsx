import type { WebhookAttempt, WebhookDelivery } from '@basalt/contracts';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api/webhook-deliveries';

const statusBadge: Record<WebhookDelivery['status'], [BadgeTone, string]> = {
  pending: ['info', 'Pending'],
  retrying: ['warning', 'Retrying'],
  delivered: ['success', 'Delivered'],
  failed: ['danger', 'Failed'],
};

const attemptText = (attempt: WebhookAttempt) =>
  `${formatDateTime(attempt.attemptedAt)}: ${attempt.statusCode === null ? attempt.error : `HTTP ${attempt.statusCode}`} (${attempt.durationMs} ms)`;

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const resend = useResendWebhookDelivery();
  const [tone, label] = statusBadge[delivery.status];
  return (
    <li className="flex flex-col gap-2 rounded-xl border p-4" aria-label={`Delivery ${delivery.id}`}>
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={tone}>{label}</Badge>
        <code className="text-sm">{delivery.eventType}</code>
        <span className="min-w-0 text-sm break-all">{delivery.url}</span>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          onClick={() => resend.mutate(delivery.id)}
          disabled={resend.isPending}
        >
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatDateTime(delivery.createdAt)}
        {delivery.runId && (
          <>
            {' · '}
            <Link className="underline" to={`/automation-history?run=${delivery.runId}`}>
              View run
            </Link>
          </>
        )}
        {delivery.nextAttemptAt && ` · next attempt ${formatDateTime(delivery.nextAttemptAt)}`}
      </p>
      {resend.error && <AlertBanner>Error: {resend.error.message}</AlertBanner>}
      <ol className="list-decimal pl-5 text-sm text-muted-foreground" aria-label="Attempts">
        {delivery.attempts.map((attempt) => (
          <li key={attempt.id}>{attemptText(attempt)}</li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The latest deliveries (of one endpoint, or all) with each attempt, so a user can see why a
 * receiver missed one and resend it.
 */
export function DeliveryList({ endpointId }: { endpointId?: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isPending) return <p className="text-sm text-muted-foreground">Loading deliveries...</p>;
  if (deliveries.error) return <AlertBanner>Error: {deliveries.error.message}</AlertBanner>;
  if (deliveries.data.deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">No deliveries yet. They appear here when runs send events.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Recent deliveries">
      {deliveries.data.deliveries.map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  );
}
