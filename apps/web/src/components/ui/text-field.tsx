import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, inputStyles } from './form-field';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  helpText?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input whose error (or help text) is tied to it with aria-describedby and aria-invalid,
 * ready for react-hook-form's register().
 */
export function TextField({ id, label, error, helpText, required, className, ref, ...input }: TextFieldProps) {
  const hasMessage = Boolean(error ?? helpText);
  return (
    <FormField id={id} label={label} required={required} error={error} helpText={helpText} className={className}>
      <input
        id={id}
        ref={ref}
        className={inputStyles}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={hasMessage ? `${id}-message` : undefined}
        {...input}
      />
    </FormField>
  );
}
