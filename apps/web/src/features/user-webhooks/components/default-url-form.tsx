import { zodResolver } from '@hookform/resolvers/zod';
import { updateWebhookSettingsInput, type UpdateWebhookSettingsInput } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateWebhookSettings } from '../api/webhook-settings';

/** The URL runs report to when their start request names none; empty turns it off. */
export function DefaultUrlForm({ defaultUrl }: { defaultUrl: string | null }) {
  const update = useUpdateWebhookSettings();
  const form = useForm<UpdateWebhookSettingsInput, unknown, { defaultUrl: string | null }>({
    resolver: zodResolver(updateWebhookSettingsInput),
    defaultValues: { defaultUrl: defaultUrl ?? '' },
  });
  const error = form.formState.errors.defaultUrl?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await update.mutateAsync(values).catch(() => undefined);
    if (saved) form.reset({ defaultUrl: saved.defaultUrl ?? '' });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {update.isSuccess && <AlertBanner tone="success">Webhook URL saved.</AlertBanner>}
      {update.error && <AlertBanner>Error: {update.error.message}</AlertBanner>}
      <TextField
        id="webhook-default-url"
        label="Default webhook URL"
        type="url"
        placeholder="https://example.com/basalt-webhook"
        helpText="Basalt POSTs each run's final state here, unless the start request names its own webhookUrl. Leave empty to turn it off."
        error={error && `Error: ${error}`}
        {...form.register('defaultUrl')}
      />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Webhook URL'}
      </Button>
    </form>
  );
}
