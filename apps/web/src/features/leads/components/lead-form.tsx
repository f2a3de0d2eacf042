import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, inputStyles } from '@/components/ui/form-field';

/**
 * Both lead forms: validated by their contract, emptied after a successful send, and every input
 * tied to its message (id, aria-invalid, aria-describedby) the same way.
 */
export function useLeadForm<Values extends FieldValues, Sent extends FieldValues>(
  schema: z.ZodType<Sent, Values>,
  emptyForm: Values,
) {
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm as DefaultValues<Values>,
  });
  const { errors } = form.formState;
  const control = (name: Path<Values>) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-message` : undefined,
    className: inputStyles,
    ...form.register(name),
  });
  const errorOf = (name: Path<Values>) => errors[name]?.message as string | undefined;
  return { form, control, errorOf, reset: () => form.reset(emptyForm) };
}

type ContactField = 'fullName' | 'email';

/** The name and e-mail row every lead form starts with. */
export function ContactFields({
  control,
  errorOf,
}: {
  control: (name: ContactField) => ReturnType<ReturnType<typeof useLeadForm>['control']>;
  errorOf: (name: ContactField) => string | undefined;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="fullName" label="Full name" required error={errorOf('fullName')}>
        <input autoComplete="name" {...control('fullName')} />
      </FormField>
      <FormField id="email" label="Email" required error={errorOf('email')}>
        <input type="email" autoComplete="email" {...control('email')} />
      </FormField>
    </div>
  );
}
