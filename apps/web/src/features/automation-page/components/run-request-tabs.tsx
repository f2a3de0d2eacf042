import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { curlSnippet, fetchSnippet, pythonSnippet, type RunRequest } from '../utils/api-snippets';
import { CodeSnippet } from './code-snippet';

const languages = [
  { value: 'curl', label: 'curl', build: curlSnippet },
  { value: 'javascript', label: 'JavaScript', build: fetchSnippet },
  { value: 'python', label: 'Python', build: pythonSnippet },
] as const;
type Language = (typeof languages)[number]['value'];

/** The same run request in three languages; curl first, as the one that needs nothing installed. */
export function RunRequestTabs({ request }: { request: RunRequest }) {
  const [language, setLanguage] = useState<Language>('curl');
  const chosen = languages.find((item) => item.value === language)!;
  const labels = {
    curl: 'curl request',
    javascript: 'JavaScript request (fetch)',
    python: 'Python request (requests)',
  };
  return (
    <Tabs label="Request language" tabs={languages} value={language} onChange={setLanguage}>
      <CodeSnippet label={labels[language]} code={chosen.build(request)} />
    </Tabs>
  );
}
