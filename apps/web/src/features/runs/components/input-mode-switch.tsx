import { cn } from '@/lib/cn';
import type { RunInputMode } from '../hooks/use-run-input-mode';

const modes: { value: RunInputMode; label: string }[] = [
  { value: 'form', label: 'Form' },
  { value: 'json', label: 'JSON' },
];

/** Two toggle buttons (aria-pressed): the same input edited as a form or as the API's JSON. */
export function InputModeSwitch({ mode, onChange }: { mode: RunInputMode; onChange: (mode: RunInputMode) => void }) {
  return (
    <div role="group" aria-label="Edit the input as" className="inline-flex rounded-lg border bg-surface-muted p-0.5">
      {modes.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            mode === value ? 'bg-surface shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
