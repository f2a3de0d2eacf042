import type { WebhookEndpoint } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ENDPOINTS_PATH, useDeleteWebhookEndpoint, useUpdateWebhookEndpoint } from '../api/webhook-endpoints';
import { DeliveryList } from './delivery-list';
import { EndpointForm } from './endpoint-form';
import { SigningSecret } from './signing-secret';

/** One endpoint: what it listens to, edit, pause, delete, its secret and its recent deliveries. */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const remove = useDeleteWebhookEndpoint();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const name = endpoint.description ?? endpoint.url;

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border p-4" aria-label={`Endpoint ${name}`}>
      {editing ? (
        <EndpointForm
          endpoint={endpoint}
          idPrefix={`endpoint-${endpoint.id}`}
          submitLabel="Save Endpoint"
          pending={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            const saved = await update.mutateAsync(values).catch(() => undefined);
            if (saved) setEditing(false);
            return Boolean(saved);
          }}
        />
      ) : (
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>{endpoint.enabled ? 'Enabled' : 'Disabled'}</Badge>
            {endpoint.description && <span className="font-medium break-words">{endpoint.description}</span>}
          </div>
          <span className="text-sm break-all">{endpoint.url}</span>
          <ul className="flex flex-wrap gap-1" aria-label="Events">
            {endpoint.events.map((type) => (
              <li key={type}>
                <Badge tone="info">{type}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      {update.error && !editing && <AlertBanner>Error: {update.error.message}</AlertBanner>}
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={update.isPending}
            onClick={() => update.mutate({ enabled: !endpoint.enabled })}
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDeleting(true)}>
            Delete
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setShowDeliveries((shown) => !shown)}>
            {showDeliveries ? 'Hide Deliveries' : 'Recent Deliveries'}
          </Button>
        </div>
      )}
      <SigningSecret
        path={`${ENDPOINTS_PATH}/${endpoint.id}/secret`}
        title="Signing secret"
        label={`Signing secret of ${name}`}
      />
      {showDeliveries && <DeliveryList endpointId={endpoint.id} />}
      <Dialog open={deleting} onClose={() => setDeleting(false)} title="Delete webhook endpoint?">
        <p className="text-sm break-all">
          Delete <strong>{name}</strong>? It gets no more events, and its delivery history goes with it.
        </p>
        {remove.error && <AlertBanner>Error: {remove.error.message}</AlertBanner>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            Cancel
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() => remove.mutate(endpoint.id, { onSuccess: () => setDeleting(false) })}
          >
            Delete Endpoint
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
