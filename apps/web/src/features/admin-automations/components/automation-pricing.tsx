import type { AutomationFormValues } from '@basalt/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, inputStyles } from '@/components/ui/form-field';

const models = [
  { value: 'per_run', label: 'Per run' },
  { value: 'per_minute', label: 'Per minute' },
  { value: 'hybrid', label: 'Hybrid (per run + per minute)' },
] as const;

/**
 * Pricing model, the two costs (only those the model uses are shown; the other is saved as null) and
 * the maximum duration a per-minute quote reserves for (DESIGN D5).
 */
export function AutomationPricing() {
  const { register, formState, control } = useFormContext<AutomationFormValues>();
  const model = useWatch({ control, name: 'pricingModel' });
  const errors = formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="automation-pricing-model" label="Pricing model">
        <select id="automation-pricing-model" className={inputStyles} {...register('pricingModel')}>
          {models.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {model !== 'per_minute' && (
        <FormField id="automation-cost-run" label="Tokens per run" error={errors.tokenCostPerRun?.message}>
          <input
            id="automation-cost-run"
            type="number"
            min={0}
            step={1}
            className={inputStyles}
            {...register('tokenCostPerRun', { valueAsNumber: true })}
          />
        </FormField>
      )}
      {model !== 'per_run' && (
        <FormField id="automation-cost-minute" label="Tokens per minute" error={errors.tokenCostPerMinute?.message}>
          <input
            id="automation-cost-minute"
            type="number"
            min={0}
            step={0.01}
            className={inputStyles}
            {...register('tokenCostPerMinute', { valueAsNumber: true })}
          />
        </FormField>
      )}
      <FormField
        id="automation-max-duration"
        label="Maximum duration (minutes)"
        error={errors.maxDurationMinutes?.message}
        helpText="A run is stopped after this long; per-minute quotes reserve rate x this duration."
      >
        <input
          id="automation-max-duration"
          type="number"
          min={1}
          max={1440}
          step={1}
          className={inputStyles}
          aria-describedby="automation-max-duration-message"
          {...register('maxDurationMinutes', { valueAsNumber: true })}
        />
      </FormField>
    </div>
  );
}
