import type { CustomField, RunInputValues } from '@basalt/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseRunInputJson, runInputJson, runInputJsonErrors } from '../utils/run-input-json';
import type { useRunForm } from './use-run-form';

export type RunInputMode = 'form' | 'json';
type RunForm = ReturnType<typeof useRunForm>;

/**
 * The run form's Form / JSON switch. Both modes edit the same values: valid JSON updates them as it
 * is typed, and the form's values become the JSON text when it opens or when they change from
 * elsewhere (Fill with example, Run Again). Text that is not valid JSON stays as typed; Run, Copy
 * and the switch back to the form say where it is broken instead of losing it.
 */
export function useRunInputMode(fields: CustomField[], form: RunForm) {
  const [mode, setMode] = useState<RunInputMode>('form');
  const [text, setText] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  // The values the text last produced: any other values came from elsewhere and rewrite the text.
  const fromText = useRef<RunInputValues | null>(null);

  const { values, replaceValues, showErrors } = form;
  useEffect(() => {
    if (mode !== 'json' || values === fromText.current) return;
    setText(runInputJson(fields, values));
    setJsonError(null);
  }, [mode, values, fields]);

  const changeText = useCallback(
    (next: string) => {
      setText(next);
      const parsed = parseRunInputJson(next);
      if (parsed.ok) {
        fromText.current = parsed.values;
        replaceValues(parsed.values);
      }
      // A problem already pointed out follows the typing; a new one waits for Run, Copy or the switch.
      setJsonError((shown) => (shown === null || parsed.ok ? null : parsed.error));
    },
    [replaceValues],
  );

  /** The values the JSON holds, or null after saying why it holds none. */
  const readJson = useCallback((): RunInputValues | null => {
    const parsed = parseRunInputJson(text);
    setJsonError(parsed.ok ? null : parsed.error);
    return parsed.ok ? parsed.values : null;
  }, [text]);

  const switchTo = useCallback(
    (next: RunInputMode) => {
      if (next === mode) return;
      if (next === 'form' && readJson() === null) return;
      setMode(next);
    },
    [mode, readJson],
  );

  /** Run's check in JSON mode: well-formed, then the same validator as the form, errors under their keys. */
  const validateJson = useCallback((): boolean => {
    const read = readJson();
    if (read === null) return false;
    const errors = runInputJsonErrors(fields, read);
    showErrors(Object.entries(errors).map(([path, message]) => ({ path, message })));
    return Object.keys(errors).length === 0;
  }, [fields, readJson, showErrors]);

  return { mode, switchTo, text, changeText, jsonError, readJson, validateJson };
}
