import { AlertBanner } from '@/components/ui/alert-banner';
import { useWebhookSettings } from '../api/webhook-settings';
import { DefaultUrlForm } from './default-url-form';
import { DeliveryList } from './delivery-list';
import { SigningSecret } from './signing-secret';

/** Completion webhooks on the profile's API tab: default URL, signing secret, recent deliveries. */
export function CompletionWebhooksSection() {
  const settings = useWebhookSettings();
  return (
    <section aria-labelledby="completion-webhooks-heading" className="flex max-w-2xl flex-col gap-6">
      <div>
        <h2 id="completion-webhooks-heading" className="text-lg font-semibold">
          Completion webhooks
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          When a run ends, Basalt POSTs its final state to your URL and retries failed deliveries with back-off for up
          to 24 hours.
        </p>
      </div>
      {settings.error && <AlertBanner>Error: {settings.error.message}</AlertBanner>}
      {settings.data && <DefaultUrlForm defaultUrl={settings.data.defaultUrl} />}
      <SigningSecret />
      <div className="flex flex-col gap-3">
        <div>
          <h3 className="font-semibold">Recent deliveries</h3>
          <p className="text-sm text-muted-foreground">Finished deliveries are kept for 30 days.</p>
        </div>
        <DeliveryList />
      </div>
    </section>
  );
}
