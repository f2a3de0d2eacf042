import type { AutomationFormValues } from '@basalt/contracts';
import { useFormContext } from 'react-hook-form';
import { FormField, inputStyles } from '@/components/ui/form-field';

const jsonArea = `${inputStyles} min-h-32 font-mono text-xs`;

/** "Try before you pay": the input "Fill with example" puts in the form, and the result the page shows. */
export function ExampleFields() {
  const { register, formState } = useFormContext<AutomationFormValues>();
  return (
    <div className="flex flex-col gap-4">
      <FormField
        id="automation-example-input"
        label="Example input (JSON)"
        helpText='Field IDs and values, e.g. {"topic": "Quarterly sales"}. Users fill the form with it in one click.'
        error={formState.errors.exampleInput?.message}
      >
        <textarea
          id="automation-example-input"
          className={jsonArea}
          aria-invalid={!!formState.errors.exampleInput}
          {...register('exampleInput')}
        />
      </FormField>
      <FormField
        id="automation-sample-output"
        label="Sample output (JSON)"
        helpText="A result of the workflow for that input, shown on the automation's page by the result viewer."
        error={formState.errors.sampleOutput?.message}
      >
        <textarea
          id="automation-sample-output"
          className={jsonArea}
          aria-invalid={!!formState.errors.sampleOutput}
          {...register('sampleOutput')}
        />
      </FormField>
    </div>
  );
}
