import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputStyles } from './form-field';

export type SearchInputProps = {
  /** Read by screen readers only; the placeholder is not a label. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
};

/** The search box of a list page: magnifier icon, visually hidden label. */
export function SearchInput({ label, placeholder, value, onValueChange, className }: SearchInputProps) {
  return (
    <label className={cn('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search size={16} aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
      <input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        className={`${inputStyles} pl-9`}
      />
    </label>
  );
}
