import { createCallRequestBody, type CreateCallRequestInput } from '@basalt/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useCreateCallRequest } from '../api/create-call-request';
import { FormError, FormSuccess } from './form-outcome';
import { ContactFields, useLeadForm } from './lead-form';

const emptyForm: CreateCallRequestInput = { fullName: '', email: '', phone: '', preferredDatetime: '', topic: '' };

export function CallRequestForm() {
  const mutation = useCreateCallRequest();
  const { form, control, errorOf, reset } = useLeadForm(createCallRequestBody, emptyForm);
  const submit = form.handleSubmit((body) => mutation.mutate(body, { onSuccess: reset }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ContactFields control={control} errorOf={errorOf} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="phone" label="Phone" error={errorOf('phone')}>
          <input type="tel" autoComplete="tel" {...control('phone')} />
        </FormField>
        <FormField
          id="preferredDatetime"
          label="Preferred date and time"
          required
          helpText="For example: Tuesday afternoon, Central European Time"
          error={errorOf('preferredDatetime')}
        >
          <input {...control('preferredDatetime')} />
        </FormField>
      </div>
      <FormField id="topic" label="What would you like to talk about?" required error={errorOf('topic')}>
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
