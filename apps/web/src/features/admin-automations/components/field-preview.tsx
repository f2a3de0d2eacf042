import type { CustomField } from '@basalt/contracts';
import { inputStyles } from '@/components/ui/form-field';

function PreviewControl({ field }: { field: CustomField }) {
  const id = `preview-${field.id}`;
  const common = { id, disabled: true, className: inputStyles, placeholder: field.placeholder };
  const value = field.defaultValue === undefined ? undefined : String(field.defaultValue);
  switch (field.type) {
    case 'textarea':
      return <textarea rows={3} defaultValue={value} {...common} />;
    case 'select':
      return (
        <select {...common} defaultValue={value ?? ''}>
          <option value="">Select an option</option>
          {(field.options ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      );
    case 'radio':
      return (
        <div className="flex flex-col gap-1.5 text-sm">
          {(field.options ?? []).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="radio" disabled name={id} defaultChecked={option === value} />
              {option}
            </label>
          ))}
        </div>
      );
    case 'checkbox':
      return <input id={id} type="checkbox" disabled defaultChecked={value === 'true'} className="size-4" />;
    case 'file':
      return (
        <div className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          Upload a file · max {field.maxFileSizeMB ?? 10} MB
          {field.acceptedFileTypes?.length ? ` · ${field.acceptedFileTypes.join(', ')}` : ''}
        </div>
      );
    default:
      return <input type={field.type} defaultValue={value} {...common} />;
  }
}

/** How the user's form will look, inputs disabled (spec: disabled preview in the builder). */
export function FieldPreview({ fields }: { fields: CustomField[] }) {
  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">No input fields: users just click 'Run Automation'.</p>;
  }
  return (
    <div className="flex flex-col gap-4" aria-label="Form preview">
      {fields.map((field) => (
        <div key={field.id} className="flex flex-col gap-1.5">
          <label htmlFor={`preview-${field.id}`} className="text-sm font-medium">
            {field.label}
            {field.required && <span className="text-danger"> *</span>}
          </label>
          <PreviewControl field={field} />
          {field.helpText && <p className="text-xs text-muted-foreground">{field.helpText}</p>}
        </div>
      ))}
    </div>
  );
}
