import { zodResolver } from '@hookform/resolvers/zod';
import {
  customFieldTypes,
  dialogValuesFromField,
  emptyFieldDialogValues,
  fieldDialogSchema,
  fieldFromDialog,
  fieldIdFromLabel,
  hasDefaultValue,
  hasOptions,
  hasPlaceholder,
  type CustomField,
  type FieldDialogValues,
} from '@basalt/contracts';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { FieldRuleInputs } from './field-rule-inputs';
import { FileTypePicker } from './file-type-picker';

type FieldDialogProps = {
  /** The field being edited; undefined adds a new one. */
  field?: CustomField;
  /** Ids of the automation's other fields. */
  otherIds: string[];
  order: number;
  onSave: (field: CustomField) => void;
  onClose: () => void;
};

const typeLabels: Record<CustomField['type'], string> = {
  text: 'Text',
  number: 'Number',
  email: 'Email',
  textarea: 'Text area',
  select: 'Dropdown (select)',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  date: 'Date',
  file: 'File upload',
};

/** Add or edit one input field. Mounted per opening, so it always starts from the right values. */
export function FieldDialog({ field, otherIds, order, onSave, onClose }: FieldDialogProps) {
  const editing = field !== undefined;
  const { register, handleSubmit, setValue, control, formState } = useForm<FieldDialogValues>({
    resolver: zodResolver(fieldDialogSchema(otherIds), undefined, { raw: true }),
    defaultValues: field ? dialogValuesFromField(field) : emptyFieldDialogValues,
  });
  const [idEdited, setIdEdited] = useState(editing);
  const type = useWatch({ control, name: 'type' });
  const errors = formState.errors;
  const save = handleSubmit((values) => onSave(fieldFromDialog(values, order)));

  // Spec: Enter submits the dialog, except in a textarea (new line) or on a button (its own action).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
    event.preventDefault();
    void save();
  };
  const label = register('label', {
    onChange: (event: { target: { value: string } }) => {
      if (!idEdited) setValue('id', fieldIdFromLabel(event.target.value));
    },
  });

  return (
    <Dialog open onClose={onClose} title={editing ? 'Edit Field' : 'Add Field'} className="max-w-xl">
      <div onKeyDown={onKeyDown} className="flex flex-col gap-4">
        <FormField id="field-label" label="Label" required error={errors.label?.message}>
          <input id="field-label" className={inputStyles} aria-invalid={!!errors.label} autoFocus {...label} />
        </FormField>
        <FormField
          id="field-id"
          label="Field ID"
          required
          error={errors.id?.message}
          helpText={editing ? 'The id cannot change once saved.' : 'Made from the label until you edit it.'}
        >
          <input
            id="field-id"
            className={inputStyles}
            readOnly={editing}
            aria-invalid={!!errors.id}
            aria-describedby="field-id-message"
            {...register('id', { onChange: () => setIdEdited(true) })}
          />
        </FormField>
        <FormField id="field-type" label="Type">
          {/* defaultValue too: with register() alone the select stayed on its first option when a
              field was edited, so a number field was saved back as Text (field-dialog.test). */}
          <select id="field-type" className={inputStyles} defaultValue={field?.type ?? 'text'} {...register('type')}>
            {customFieldTypes.map((value) => (
              <option key={value} value={value}>
                {typeLabels[value]}
              </option>
            ))}
          </select>
        </FormField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('required')} />
          Required
        </label>
        {hasPlaceholder(type) && (
          <FormField id="field-placeholder" label="Placeholder">
            <input id="field-placeholder" className={inputStyles} {...register('placeholder')} />
          </FormField>
        )}
        <FormField id="field-help" label="Help text">
          <input id="field-help" className={inputStyles} {...register('helpText')} />
        </FormField>
        {hasDefaultValue(type) && (
          <FormField id="field-default" label="Default value">
            <input id="field-default" className={inputStyles} {...register('defaultValue')} />
          </FormField>
        )}
        {hasOptions(type) && (
          <FormField
            id="field-options"
            label="Options"
            required
            error={errors.optionsText?.message}
            helpText="Separate options with commas."
          >
            <input
              id="field-options"
              className={inputStyles}
              placeholder="Option 1, Option 2, Option 3"
              aria-invalid={!!errors.optionsText}
              aria-describedby="field-options-message"
              {...register('optionsText')}
            />
          </FormField>
        )}
        {type === 'file' && (
          <>
            <Controller
              control={control}
              name="acceptedFileTypes"
              render={({ field: picker }) => (
                <FileTypePicker
                  value={picker.value}
                  onChange={picker.onChange}
                  error={errors.acceptedFileTypes?.message}
                />
              )}
            />
            <FormField id="field-max-size" label="Max file size (MB)" error={errors.maxFileSizeMB?.message}>
              <input
                id="field-max-size"
                type="number"
                min={1}
                max={100}
                step={1}
                className={inputStyles}
                {...register('maxFileSizeMB', { valueAsNumber: true })}
              />
            </FormField>
          </>
        )}
        <FieldRuleInputs type={type} register={register} errors={errors} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()}>{editing ? 'Save Field' : 'Add Field'}</Button>
        </div>
      </div>
    </Dialog>
  );
}
