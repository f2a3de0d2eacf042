import { cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputStyles =
  'w-full rounded-lg border bg-surface px-3 py-2.5 text-sm shadow-sm placeholder:text-muted-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-danger';

type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  helpText?: string;
  className?: string;
  children: ReactNode;
};

/**
 * Label, control and message of one form input. The control must use `id`; a single control child
 * that names no aria-describedby of its own is tied to the message here. Required fields show an
 * asterisk.
 */
export function FormField({ id, label, required, error, helpText, className, children }: FormFieldProps) {
  const message = error ?? helpText;
  const control =
    message && isValidElement<{ 'aria-describedby'?: string }>(children) && !children.props['aria-describedby']
      ? cloneElement(children, { 'aria-describedby': `${id}-message` })
      : children;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {message && (
        // role=alert: an error is read out as it appears, not only when the field is next focused.
        <p
          id={`${id}-message`}
          role={error ? 'alert' : undefined}
          className={cn('text-sm', error ? 'text-danger' : 'text-muted-foreground')}
        >
          {message}
        </p>
      )}
    </div>
  );
}
