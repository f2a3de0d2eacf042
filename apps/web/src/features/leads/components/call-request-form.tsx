import { zodResolver } from '@hookform/resolvers/zod';
import { createCallRequestBody, type CreateCallRequestInput } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { useCreateCallRequest } from '../api/create-call-request';
import { FormError, FormSuccess } from './form-outcome';

const emptyForm: CreateCallRequestInput = { fullName: '', email: '', phone: '', preferredDatetime: '', topic: '' };

export function CallRequestForm() {
  const mutation = useCreateCallRequest();
  const form = useForm({ resolver: zodResolver(createCallRequestBody), defaultValues: emptyForm });
  const { errors } = form.formState;
  const control = (name: keyof CreateCallRequestInput) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-message` : undefined,
    className: inputStyles,
    ...form.register(name),
  });

  const submit = form.handleSubmit((body) => mutation.mutate(body, { onSuccess: () => form.reset(emptyForm) }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="fullName" label="Full name" required error={errors.fullName?.message}>
          <input autoComplete="name" {...control('fullName')} />
        </FormField>
        <FormField id="email" label="Email" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...control('email')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="phone" label="Phone" error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" {...control('phone')} />
        </FormField>
        <FormField
          id="preferredDatetime"
          label="Preferred date and time"
          required
          helpText="For example: Tuesday afternoon, Central European Time"
          error={errors.preferredDatetime?.message}
        >
          <input {...control('preferredDatetime')} />
        </FormField>
      </div>
      <FormField id="topic" label="What would you like to talk about?" required error={errors.topic?.message}>
        <textarea rows={4} {...control('topic')} />
      </FormField>
      {mutation.isSuccess && (
        <FormSuccess>
          <p>Thank you! We'll reach out to you shortly to schedule the call.</p>
        </FormSuccess>
      )}
      {mutation.isError && <FormError error={mutation.error} />}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? 'Submitting...' : 'Request a Call'}
      </Button>
    </form>
  );
}
