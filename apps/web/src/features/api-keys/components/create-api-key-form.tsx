import { zodResolver } from '@hookform/resolvers/zod';
import { createApiKeyBody, type CreateApiKeyBody, type CreateApiKeyResponse } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCreateApiKey } from '../api/api-keys';

export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreateApiKeyResponse) => void }) {
  const create = useCreateApiKey();
  const form = useForm<CreateApiKeyBody>({ resolver: zodResolver(createApiKeyBody), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync(values).catch(() => undefined);
    if (!created) return;
    form.reset();
    onCreated(created);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {create.error && <AlertBanner>Error: {create.error.message}</AlertBanner>}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="api-key-name"
          label="Key name"
          placeholder="e.g. Zapier, nightly script"
          className="min-w-64 flex-1"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          id="api-key-cap"
          label="Monthly token cap (optional)"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="No cap"
          className="w-52"
          error={form.formState.errors.monthlyTokenCap?.message}
          // An empty field is no cap; an AI agent using the key can never spend more in a month.
          {...form.register('monthlyTokenCap', {
            setValueAs: (value: string) => (value === '' ? null : Number(value)),
          })}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Key'}
        </Button>
      </div>
    </form>
  );
}
