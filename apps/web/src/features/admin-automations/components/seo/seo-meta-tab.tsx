import type { SeoContent } from '@basalt/contracts';
import { useState } from 'react';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type Meta = NonNullable<SeoContent['meta']>;
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      aria-live="polite"
      className={cn('text-xs tabular-nums', length >= max ? 'text-danger' : 'text-muted-foreground')}
    >
      {length}/{max}
    </span>
  );
}

/** Title (60) and description (160) with live counters; keywords comma separated (aim for 5-10). */
export function SeoMetaTab({ meta, onChange }: { meta: Meta; onChange: (meta: Meta) => void }) {
  const [keywordsText, setKeywordsText] = useState(meta.keywords.join(', '));
  const keywordCount = splitKeywords(keywordsText).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="seo-title" className="text-sm font-medium">
            Meta title
          </label>
          <Counter length={meta.title.length} max={TITLE_MAX} />
        </div>
        <input
          id="seo-title"
          maxLength={TITLE_MAX}
          className={inputStyles}
          value={meta.title}
          onChange={(event) => onChange({ ...meta, title: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <label htmlFor="seo-description" className="text-sm font-medium">
            Meta description
          </label>
          <Counter length={meta.description.length} max={DESCRIPTION_MAX} />
        </div>
        <textarea
          id="seo-description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          className={inputStyles}
          value={meta.description}
          onChange={(event) => onChange({ ...meta, description: event.target.value })}
        />
      </div>
      <FormField
        id="seo-keywords"
        label="Keywords"
        helpText={`Separate keywords with commas. Aim for 5-10 keywords (${keywordCount} now).`}
      >
        <input
          id="seo-keywords"
          className={inputStyles}
          aria-describedby="seo-keywords-message"
          value={keywordsText}
          onChange={(event) => {
            setKeywordsText(event.target.value);
            onChange({ ...meta, keywords: splitKeywords(event.target.value) });
          }}
        />
      </FormField>
    </div>
  );
}
