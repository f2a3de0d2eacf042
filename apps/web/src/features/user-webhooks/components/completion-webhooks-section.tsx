import { MAX_WEBHOOK_ENDPOINTS } from '@basalt/contracts';
import { AlertBanner } from '@/components/ui/alert-banner';
import { RUN_URL_SECRET_PATH, useCreateWebhookEndpoint, useWebhookEndpoints } from '../api/webhook-endpoints';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SigningSecret } from './signing-secret';

/** Webhooks on the profile's API tab: endpoints by event type, and the secret for per-run URLs. */
export function CompletionWebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const count = endpoints.data?.endpoints.length ?? 0;
  return (
    <section aria-labelledby="completion-webhooks-heading" className="flex max-w-2xl min-w-0 flex-col gap-6">
      <div>
        <h2 id="completion-webhooks-heading" className="text-lg font-semibold">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Basalt POSTs run events to each endpoint that chose them, signed with that endpoint’s secret (Standard
          Webhooks headers webhook-id, webhook-timestamp, webhook-signature), and retries failed deliveries with
          back-off for up to 24 hours.
        </p>
      </div>
      {endpoints.error && <AlertBanner>Error: {endpoints.error.message}</AlertBanner>}
      {endpoints.data && endpoints.data.endpoints.length === 0 && (
        <p className="text-sm text-muted-foreground">No endpoints yet. Add one below.</p>
      )}
      {endpoints.data && endpoints.data.endpoints.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Webhook endpoints">
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Add an endpoint</h3>
        {count >= MAX_WEBHOOK_ENDPOINTS ? (
          <p className="text-sm text-muted-foreground">
            You have {MAX_WEBHOOK_ENDPOINTS} endpoints, the most allowed. Delete one to add another.
          </p>
        ) : (
          <>
            {create.isSuccess && <AlertBanner tone="success">Endpoint added.</AlertBanner>}
            <EndpointForm
              idPrefix="new-endpoint"
              submitLabel="Add Endpoint"
              pending={create.isPending}
              error={create.error}
              onSave={async (values) => Boolean(await create.mutateAsync(values).catch(() => undefined))}
            />
          </>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">URLs named when starting a run</h3>
        <p className="text-sm text-muted-foreground">
          A start request may name its own webhookUrl; it gets run.completed, run.failed and run.refunded for that run,
          signed with this secret.
        </p>
        <SigningSecret path={RUN_URL_SECRET_PATH} title="Run URL secret" label="Run URL signing secret" />
      </div>
    </section>
  );
}
