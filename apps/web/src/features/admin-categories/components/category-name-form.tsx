import { zodResolver } from '@hookform/resolvers/zod';
import { createCategoryBody, type CreateCategoryBody } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

type CategoryNameFormProps = {
  id: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initialName?: string;
  /** Resolves true when saved; a refused name keeps what the admin typed. */
  onSave: (body: CreateCategoryBody) => Promise<boolean>;
  pending: boolean;
  error?: string;
  onCancel?: () => void;
};

/** The one name field of creating and renaming, checked by the same contract as the route. */
export function CategoryNameForm(props: CategoryNameFormProps) {
  const form = useForm<CreateCategoryBody>({
    resolver: zodResolver(createCategoryBody),
    defaultValues: { name: props.initialName ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await props.onSave(values)) form.reset({ name: props.initialName === undefined ? '' : values.name });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {props.error && <AlertBanner>Error: {props.error}</AlertBanner>}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={props.id}
          label={props.label}
          placeholder="e.g. Finance"
          className="min-w-64 flex-1"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        {props.onCancel && (
          <Button type="button" variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
