import { customFieldTypes, type CustomField, type FieldValue } from '@basalt/contracts';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { FileFieldInput } from './file-field-input';

export type FieldInputProps = {
  field: CustomField;
  value: FieldValue;
  error?: string;
  automationId: string;
  onChange: (value: FieldValue) => void;
  onUploading?: (uploading: boolean) => void;
};

const known = new Set<string>(customFieldTypes);

/** One input of an automation's form, by its type (spec §3 custom fields). */
export function FieldInput({ field, value, error, automationId, onChange, onUploading }: FieldInputProps) {
  const id = `field-${field.id}`;
  if (!known.has(field.type)) {
    return <p className="text-sm text-danger">Unknown field type: {field.type}</p>;
  }
  // Help text is hidden while an error shows (spec §5): FormField shows the error instead.
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': error || field.helpText ? `${id}-message` : undefined,
  } as const;
  const text = value === null || value === undefined ? '' : String(value);

  if (field.type === 'checkbox') {
    return (
      <div className="flex flex-col gap-1.5">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            id={id}
            type="checkbox"
            className="size-4 accent-[var(--color-accent)]"
            checked={value === true || value === 'true'}
            onChange={(event) => onChange(event.target.checked)}
            {...aria}
          />
          {field.label}
          {field.required && (
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {(error ?? field.helpText) && (
          <p
            id={`${id}-message`}
            role={error ? 'alert' : undefined}
            className={cn('text-sm', error ? 'text-danger' : 'text-muted-foreground')}
          >
            {error ?? field.helpText}
          </p>
        )}
      </div>
    );
  }

  if (field.type === 'radio') {
    return (
      <fieldset className="flex flex-col gap-1.5" {...aria}>
        <legend className="mb-1.5 text-sm font-medium">
          {field.label}
          {field.required && (
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </legend>
        <div className="flex flex-wrap gap-4">
          {(field.options ?? []).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={id}
                value={option}
                checked={text === option}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </div>
        {(error ?? field.helpText) && (
          <p
            id={`${id}-message`}
            role={error ? 'alert' : undefined}
            className={cn('text-sm', error ? 'text-danger' : 'text-muted-foreground')}
          >
            {error ?? field.helpText}
          </p>
        )}
      </fieldset>
    );
  }

  return (
    <FormField id={id} label={field.label} required={field.required} error={error} helpText={field.helpText}>
      {field.type === 'textarea' ? (
        <textarea
          id={id}
          rows={5}
          className={inputStyles}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      ) : field.type === 'select' ? (
        <select
          id={id}
          className={inputStyles}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        >
          <option value="">{field.placeholder ?? 'Select an option'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <FileFieldInput
          id={id}
          field={field}
          value={text}
          automationId={automationId}
          onChange={onChange}
          onUploading={onUploading}
          aria={aria}
        />
      ) : (
        <input
          id={id}
          type={
            field.type === 'number'
              ? 'number'
              : field.type === 'email'
                ? 'email'
                : field.type === 'date'
                  ? 'date'
                  : 'text'
          }
          step={field.type === 'number' ? 'any' : undefined}
          className={inputStyles}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      )}
    </FormField>
  );
}
