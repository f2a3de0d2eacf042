import { zodResolver } from '@hookform/resolvers/zod';
import {
  budgetRanges,
  createCustomAutomationRequestBody,
  leadTimelines,
  type CreateCustomAutomationRequestInput,
} from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { useCreateCustomAutomationRequest } from '../api/create-custom-automation-request';
import { FormError, FormSuccess } from './form-outcome';

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
  const form = useForm({ resolver: zodResolver(createCustomAutomationRequestBody), defaultValues: emptyForm });
  const { errors } = form.formState;
  const control = (name: keyof CreateCustomAutomationRequestInput) => ({
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
      <FormField id="company" label="Company" error={errors.company?.message}>
        <input autoComplete="organization" {...control('company')} />
      </FormField>
      <FormField id="description" label="What should the automation do?" required error={errors.description?.message}>
        <textarea rows={5} {...control('description')} />
      </FormField>
      <FormField
        id="useCase"
        label="Use case"
        helpText="Who will use it, and how often?"
        error={errors.useCase?.message}
      >
        <textarea rows={3} {...control('useCase')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="budgetRange" label="Budget range" required error={errors.budgetRange?.message}>
          <select {...control('budgetRange')}>
            <option value="">Choose a budget</option>
            {budgetRanges.map((range) => (
              <option key={range}>{range}</option>
            ))}
          </select>
        </FormField>
        <FormField id="timeline" label="Timeline" required error={errors.timeline?.message}>
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
