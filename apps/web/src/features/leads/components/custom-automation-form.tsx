import {
  budgetRanges,
  createCustomAutomationRequestBody,
  leadTimelines,
  type CreateCustomAutomationRequestInput,
} from '@basalt/contracts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useCreateCustomAutomationRequest } from '../api/create-custom-automation-request';
import { FormError, FormSuccess } from './form-outcome';
import { ContactFields, useLeadForm } from './lead-form';

const emptyForm: CreateCustomAutomationRequestInput = {
  fullName: '',
  email: '',
  company: '',
  description: '',
  useCase: '',
  budgetRange: '' as CreateCustomAutomationRequestInput['budgetRange'],
  timeline: '' as CreateCustomAutomationRequestInput['timeline'],
};

export function CustomAutomationForm() {
  const mutation = useCreateCustomAutomationRequest();
  const { form, control, errorOf, reset } = useLeadForm(createCustomAutomationRequestBody, emptyForm);
  const submit = form.handleSubmit((body) => mutation.mutate(body, { onSuccess: reset }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <ContactFields control={control} errorOf={errorOf} />
      <FormField id="company" label="Company" error={errorOf('company')}>
        <input autoComplete="organization" {...control('company')} />
      </FormField>
      <FormField id="description" label="What should the automation do?" required error={errorOf('description')}>
        <textarea rows={5} {...control('description')} />
      </FormField>
      <FormField id="useCase" label="Use case" helpText="Who will use it, and how often?" error={errorOf('useCase')}>
        <textarea rows={3} {...control('useCase')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="budgetRange" label="Budget range" required error={errorOf('budgetRange')}>
          <select {...control('budgetRange')}>
            <option value="">Choose a budget</option>
            {budgetRanges.map((range) => (
              <option key={range}>{range}</option>
            ))}
          </select>
        </FormField>
        <FormField id="timeline" label="Timeline" required error={errorOf('timeline')}>
          <select {...control('timeline')}>
            <option value="">Choose a timeline</option>
            {leadTimelines.map((timeline) => (
              <option key={timeline}>{timeline}</option>
            ))}
          </select>
        </FormField>
      </div>
      {mutation.isSuccess && (
        <FormSuccess>
          <p>Thank you! We'll review your request and get back to you within 24-48 hours.</p>
          <p>
            Want to talk it through?{' '}
            <Link to="/book-call" className="font-semibold underline">
              Book a call
            </Link>
          </p>
        </FormSuccess>
      )}
      {mutation.isError && <FormError error={mutation.error} />}
      <Button type="submit" size="lg" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
