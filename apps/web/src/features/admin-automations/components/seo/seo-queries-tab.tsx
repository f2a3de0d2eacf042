import { useState } from 'react';
import { FormField, inputStyles } from '@/components/ui/form-field';

const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Related search queries, one per line. */
export function SeoQueriesTab({ queries, onChange }: { queries: string[]; onChange: (queries: string[]) => void }) {
  const [text, setText] = useState(queries.join('\n'));
  return (
    <FormField id="seo-queries" label="Related queries" helpText="One search query per line.">
      <textarea
        id="seo-queries"
        rows={6}
        className={inputStyles}
        aria-describedby="seo-queries-message"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitLines(event.target.value));
        }}
      />
    </FormField>
  );
}
