import {
  hasLengthRules,
  hasPatternRule,
  hasRangeRules,
  type CustomFieldType,
  type FieldDialogValues,
} from '@basalt/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputStyles } from '@/components/ui/form-field';

type FieldRuleInputsProps = {
  type: CustomFieldType;
  register: UseFormRegister<FieldDialogValues>;
  errors: FieldErrors<FieldDialogValues>;
};

type RuleName = 'minLength' | 'maxLength' | 'min' | 'max';

/**
 * The checks the form and the server make before any charge (length, range, pattern, one-of group),
 * offered only for the types they apply to. Blank means no rule.
 */
export function FieldRuleInputs({ type, register, errors }: FieldRuleInputsProps) {
  const numberInput = (name: RuleName, label: string) => (
    <FormField id={`field-${name}`} label={label} error={errors[name]?.message}>
      <input
        id={`field-${name}`}
        inputMode="decimal"
        className={inputStyles}
        aria-invalid={!!errors[name]}
        {...register(name)}
      />
    </FormField>
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Checks before a run</legend>
      {hasLengthRules(type) && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {numberInput('minLength', 'Minimum length')}
          {numberInput('maxLength', 'Maximum length')}
        </div>
      )}
      {hasRangeRules(type) && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {numberInput('min', 'Minimum')}
          {numberInput('max', 'Maximum')}
        </div>
      )}
      {hasPatternRule(type) && (
        <>
          <FormField
            id="field-pattern"
            label="Pattern"
            error={errors.pattern?.message}
            helpText="A regular expression the whole value must match, e.g. [A-Z]{2}\d{4}"
          >
            <input
              id="field-pattern"
              className={inputStyles}
              aria-invalid={!!errors.pattern}
              {...register('pattern')}
            />
          </FormField>
          <FormField
            id="field-pattern-message"
            label="Message when the pattern does not match"
            error={errors.patternMessage?.message}
          >
            <input id="field-pattern-message" className={inputStyles} {...register('patternMessage')} />
          </FormField>
        </>
      )}
      <FormField
        id="field-one-of-group"
        label="One-of group"
        error={errors.oneOfGroup?.message}
        helpText="Fields with the same group name: at least one of them must be filled."
      >
        <input
          id="field-one-of-group"
          className={inputStyles}
          aria-invalid={!!errors.oneOfGroup}
          {...register('oneOfGroup')}
        />
      </FormField>
    </fieldset>
  );
}
