import { orderedFields, type CustomField, type FieldValue, type RunInputValues } from '@basalt/contracts';
import { FieldInput } from './field-input';

type RunFormProps = {
  automationId: string;
  fields: CustomField[];
  values: RunInputValues;
  errors: Record<string, string>;
  onChange: (fieldId: string, value: FieldValue) => void;
  onUploading?: (fieldId: string, uploading: boolean) => void;
};

/** The automation's input form: its fields in their order (spec §2 form panel). */
export function RunForm({ automationId, fields, values, errors, onChange, onUploading }: RunFormProps) {
  if (fields.length === 0) {
    return (
      <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm">
        This automation needs no configuration. Click &lsquo;Run Automation&rsquo; to start it.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {orderedFields(fields).map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          value={values[field.id]}
          error={errors[field.id]}
          automationId={automationId}
          onChange={(value) => onChange(field.id, value)}
          onUploading={(uploading) => onUploading?.(field.id, uploading)}
        />
      ))}
    </div>
  );
}
