import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { inputStyles } from './form-field';

type FilterSelectProps<Value extends string> = {
  /** The accessible name; list filters have no visible label. */
  label: string;
  value: Value;
  onValueChange: (value: Value) => void;
  className?: string;
  /** The <option>s; their values must all be of type Value. */
  children: ReactNode;
};

/** A drop-down filter of a list page. */
export function FilterSelect<Value extends string>({
  label,
  value,
  onValueChange,
  className,
  children,
}: FilterSelectProps<Value>) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onValueChange(event.target.value as Value)}
      className={cn(inputStyles, className)}
    >
      {children}
    </select>
  );
}
