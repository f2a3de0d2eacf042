import { zodResolver } from '@hookform/resolvers/zod';
import { automationForm, type AutomationFormValues, type Category } from '@basalt/contracts';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { AutomationBasics } from './automation-basics';
import { AutomationFormBanner, type SaveProblem } from './automation-form-banner';
import { AutomationPricing } from './automation-pricing';
import { ExampleFields } from './example-fields';
import { FieldBuilder } from './field-builder';
import { FormSection } from './form-section';
import { ImageUrlField } from './image-url-field';
import { TestCallPanel } from './test-call-panel';
import { WorkflowAnswerSettings } from './workflow-answer-settings';
import { SeoEditor } from './seo/seo-editor';

type AutomationFormProps = {
  defaultValues: AutomationFormValues;
  categories: Category[];
  mode: 'create' | 'edit';
  /** Rendered under the webhook URL (edit mode: secret rotation). */
  webhookTools?: ReactNode;
  /** The saved automation the test call signs for (edit mode). */
  saved?: { id: string; hasWebhookSecret: boolean };
  /** "Save draft" on a published automation, whose edits wait for a publish (DESIGN D19). */
  submitLabel?: string;
  onSubmit: (values: AutomationFormValues) => Promise<unknown>;
};

/** A validation answer names the field's own message; anything else says what went wrong. */
const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.details?.[0]?.message ?? error.message;
  return error instanceof Error && error.message ? error.message : 'Failed to save automation';
};

/** The create and edit form; the same zod schema as the API checks it. */
export function AutomationForm({
  defaultValues,
  categories,
  mode,
  webhookTools,
  saved,
  submitLabel,
  onSubmit,
}: AutomationFormProps) {
  const form = useForm<AutomationFormValues>({
    resolver: zodResolver(automationForm, undefined, { raw: true }),
    defaultValues,
  });
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { register, handleSubmit, formState, control } = form;

  const submit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setProblem({ kind: 'refused', message: messageOf(error), sent: JSON.stringify(form.getValues()) });
      }
    },
    () => setProblem({ kind: 'invalid' }),
  );

  // Spec: Enter in an input does not submit (it does its usual job in textareas and on buttons).
  const blockEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} onKeyDown={blockEnter} noValidate className="flex flex-col gap-6">
        <FormSection title="Basics">
          <AutomationBasics categories={categories} followName={mode === 'create'} />
        </FormSection>
        <FormSection title="Pricing">
          <AutomationPricing />
        </FormSection>
        <FormSection
          title="Workflow webhook"
          description={
            <>
              When a user runs this automation, the workflow webhook receives the user&apos;s input data by POST, signed
              with the automation&apos;s secret. Basalt supports n8n, Make, Zapier, Pipedream, Activepieces, Node-RED
              and any service that speaks its webhook protocol.
            </>
          }
        >
          <FormField id="automation-webhook" label="Webhook URL" error={formState.errors.webhookUrl?.message}>
            <input
              id="automation-webhook"
              type="url"
              placeholder="https://your-workflow.example.com/webhook/..."
              className={inputStyles}
              aria-invalid={!!formState.errors.webhookUrl}
              {...register('webhookUrl')}
            />
          </FormField>
          {webhookTools}
          <WorkflowAnswerSettings />
          <TestCallPanel automationId={saved?.id} hasSecret={saved?.hasWebhookSecret ?? false} />
        </FormSection>
        <FormSection title="Image">
          <ImageUrlField />
        </FormSection>
        <FormSection title="Custom input fields" description="What users fill in before a run.">
          <FieldBuilder />
        </FormSection>
        <FormSection
          title="Try before you pay"
          description="Optional: an example to fill the form with, and its result."
        >
          <ExampleFields />
        </FormSection>
        <FormSection title="SEO content" description="Shown on the automation's page and in its structured data.">
          <Controller
            control={control}
            name="seoContent"
            render={({ field }) => <SeoEditor value={field.value} onChange={field.onChange} />}
          />
        </FormSection>
        {problem && <AutomationFormBanner control={control} problem={problem} />}
        <div className="flex justify-end gap-3">
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting
              ? 'Saving...'
              : (submitLabel ?? (mode === 'create' ? 'Create Automation' : 'Save Changes'))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
