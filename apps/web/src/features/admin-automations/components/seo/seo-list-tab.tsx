import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/form-field';

export type ItemInput<T> = {
  key: keyof T & string;
  label: string;
  multiline?: boolean;
  options?: readonly string[];
  /** Shown beside the label, e.g. 'Required' or 'Optional' (spec: statistics, not enforced). */
  note?: string;
};

type SeoListTabProps<T extends Record<string, unknown>> = {
  items: T[];
  onChange: (items: T[]) => void;
  inputs: ItemInput<T>[];
  newItem: (items: T[]) => T;
  itemName: string;
};

/** A list of small records (FAQs, benefits, use cases, steps, statistics) with add and remove. */
export function SeoListTab<T extends Record<string, unknown>>({
  items,
  onChange,
  inputs,
  newItem,
  itemName,
}: SeoListTabProps<T>) {
  const id = useId();
  const update = (index: number, key: keyof T, value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && <p className="text-sm text-muted-foreground">No {itemName.toLowerCase()}s yet.</p>}
      {items.map((item, index) => (
        <fieldset key={index} className="flex flex-col gap-3 rounded-xl border p-4">
          <div className="flex items-center justify-between">
            <legend className="text-sm font-semibold">
              {itemName} {index + 1}
            </legend>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <Trash2 size={16} aria-hidden="true" className="text-danger" />
            </Button>
          </div>
          {inputs.map((input) => {
            const inputId = `${id}-${index}-${input.key}`;
            const value = String(item[input.key] ?? '');
            return (
              <div key={input.key} className="flex flex-col gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {input.label}
                  {input.note && <span className="ml-2 text-xs font-normal text-muted-foreground">{input.note}</span>}
                </label>
                {input.options ? (
                  <select
                    id={inputId}
                    className={inputStyles}
                    value={value}
                    onChange={(e) => update(index, input.key, e.target.value)}
                  >
                    {input.options.map((option) => (
                      <option key={option}>{option}</option>
                    ))}
                  </select>
                ) : input.multiline ? (
                  <textarea
                    id={inputId}
                    rows={3}
                    className={inputStyles}
                    value={value}
                    onChange={(e) => update(index, input.key, e.target.value)}
                  />
                ) : (
                  <input
                    id={inputId}
                    className={inputStyles}
                    value={value}
                    onChange={(e) => update(index, input.key, e.target.value)}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...items, newItem(items)])}>
        <Plus size={16} aria-hidden="true" />
        Add {itemName}
      </Button>
    </div>
  );
}
