import type { CustomField } from '@basalt/contracts';
import { inputStyles } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { keyedError } from '../utils/run-input-json';

type RunJsonEditorProps = {
  fields: CustomField[];
  text: string;
  onChange: (text: string) => void;
  /** Why the text is not usable JSON, once pointed out. */
  jsonError: string | null;
  /** The validator's errors by field id. */
  errors: Record<string, string>;
};

const ID = 'run-input-json';

/** The JSON mode of the run form: the `input` object of POST /api/runs, with its errors under it. */
export function RunJsonEditor({ fields, text, onChange, jsonError, errors }: RunJsonEditorProps) {
  const problems = jsonError ? [jsonError] : Object.entries(errors).map(([key, message]) => keyedError(key, message));
  const hasFile = fields.some((field) => field.type === 'file');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={ID} className="text-sm font-medium">
        Input as JSON
      </label>
      <p id={`${ID}-help`} className="text-sm text-muted-foreground">
        Field ids and their values, as the API takes them.
        {hasFile && ' A file field takes the link of an uploaded file (the url that POST /api/files answers).'}
      </p>
      <textarea
        id={ID}
        rows={Math.min(18, Math.max(6, text.split('\n').length + 1))}
        className={cn(inputStyles, 'font-mono text-[13px] leading-relaxed')}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? `${ID}-help ${ID}-errors` : `${ID}-help`}
      />
      {problems.length > 0 && (
        <ul id={`${ID}-errors`} className="flex flex-col gap-1 text-sm break-words text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
