import { zodResolver } from '@hookform/resolvers/zod';
import {
  createWebhookEndpointInput,
  webhookEventTypes,
  type CreateWebhookEndpointInput,
  type WebhookEndpoint,
} from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type Values = CreateWebhookEndpointInput;

const eventHelp: Record<(typeof webhookEventTypes)[number], string> = {
  'run.started': 'the run left the queue',
  'run.completed': 'the run ended with a result',
  'run.failed': 'the run ended with an error',
  'run.refunded': 'tokens went back for the run',
};

/** Add or edit an endpoint with the same contract the API checks: URL, optional description, events. */
export function EndpointForm({
  endpoint,
  idPrefix,
  submitLabel,
  pending,
  error,
  onSave,
  onCancel,
}: {
  endpoint?: WebhookEndpoint;
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  error?: Error | null;
  onSave: (values: CreateWebhookEndpointInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(createWebhookEndpointInput),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['run.completed', 'run.failed'],
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && !endpoint) form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
      {error && <AlertBanner>Error: {error.message}</AlertBanner>}
      <TextField
        id={`${idPrefix}-url`}
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://example.com/basalt-webhook"
        error={errors.url?.message && `Error: ${errors.url.message}`}
        {...form.register('url')}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Description"
        placeholder="What receives these events"
        error={errors.description?.message && `Error: ${errors.description.message}`}
        {...form.register('description')}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={`${idPrefix}-events-message`}>
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input type="checkbox" value={type} className="mt-1" {...form.register('events')} />
            <span className="min-w-0">
              <code>{type}</code> <span className="text-muted-foreground">{eventHelp[type]}</span>
            </span>
          </label>
        ))}
        {errors.events?.message && (
          <p id={`${idPrefix}-events-message`} className="text-sm text-danger" role="alert">
            Error: {errors.events.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
