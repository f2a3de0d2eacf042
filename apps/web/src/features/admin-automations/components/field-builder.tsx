import type { AutomationFormValues, CustomField } from '@basalt/contracts';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { FieldDialog } from './field-dialog';
import { FieldPreview } from './field-preview';

type Editing = { index: number | null } | null;

/** The automation's input fields: add, edit, delete, reorder, and a preview of the user's form. */
export function FieldBuilder() {
  const { control, setValue } = useFormContext<AutomationFormValues>();
  const fields = (useWatch({ control, name: 'customFields' }) ?? []) as CustomField[];
  const [editing, setEditing] = useState<Editing>(null);
  const [showPreview, setShowPreview] = useState(false);
  const change = (next: CustomField[]) =>
    setValue(
      'customFields',
      next.map((field, index) => ({ ...field, order: index + 1 })),
      { shouldDirty: true },
    );
  const move = (index: number, step: -1 | 1) => {
    const next = [...fields];
    [next[index], next[index + step]] = [next[index + step]!, next[index]!];
    change(next);
  };
  const remove = (index: number) => {
    if (window.confirm('Are you sure you want to delete this field?')) change(fields.filter((_, i) => i !== index));
  };
  const save = (field: CustomField) => {
    const index = editing?.index ?? null;
    change(index === null ? [...fields, field] : fields.map((current, i) => (i === index ? field : current)));
    setEditing(null);
  };
  const editedIndex = editing?.index ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {fields.length === 0
            ? 'No input fields yet.'
            : `${formatCount(fields.length, 'input field')}, shown to users in this order.`}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? 'Hide Preview' : 'Show Preview'}
          </Button>
          <Button size="sm" onClick={() => setEditing({ index: null })}>
            <Plus size={16} aria-hidden="true" />
            Add Field
          </Button>
        </div>
      </div>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Input fields">
          {fields.map((field, index) => (
            <li
              key={`${field.id}-${index}`}
              className="flex flex-wrap items-center gap-3 rounded-xl border bg-surface px-4 py-3"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">
                  {field.label || <em className="text-danger">No label</em>}
                  {field.required && <span className="text-danger"> *</span>}
                </span>
                <span className="font-mono text-xs text-muted-foreground">{field.id || '(no id)'}</span>
              </div>
              <Badge>{field.type}</Badge>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${field.label} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${field.label}`}
                  onClick={() => setEditing({ index })}
                >
                  <Pencil size={16} aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${field.label}`} onClick={() => remove(index)}>
                  <Trash2 size={16} aria-hidden="true" className="text-danger" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {showPreview && (
        <div className="rounded-xl border bg-surface-muted/50 p-4">
          <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">User form preview</p>
          <FieldPreview fields={fields} />
        </div>
      )}
      {editing && (
        <FieldDialog
          field={editedIndex === null ? undefined : fields[editedIndex]}
          otherIds={fields.filter((_, i) => i !== editedIndex).map((field) => field.id)}
          order={editedIndex === null ? fields.length + 1 : editedIndex + 1}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
