import {
  defaultRunInput,
  runInputSchema,
  type CustomField,
  type FieldValue,
  type RunInputValues,
} from '@basalt/contracts';
import { useCallback, useState } from 'react';

/**
 * The form panel's values and errors. Validation is the shared zod schema of @basalt/contracts
 * (the server runs the same one); the banner shows the first error, and editing a field clears
 * its own error (spec §5).
 */
export function useRunForm(fields: CustomField[]) {
  const [configName, setConfigName] = useState('');
  const [values, setValues] = useState<RunInputValues>(() => defaultRunInput(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = useCallback((fieldId: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors((current) => {
      if (!(fieldId in current)) return current;
      const { [fieldId]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const validate = useCallback((): boolean => {
    const result = runInputSchema(fields).safeParse(values);
    if (result.success) {
      setErrors({});
      return true;
    }
    const found: Record<string, string> = {};
    for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    return false;
  }, [fields, values]);

  const reset = useCallback(
    (next?: { configName?: string; values?: RunInputValues }) => {
      setConfigName(next?.configName ?? '');
      setValues({ ...defaultRunInput(fields), ...next?.values });
      setErrors({});
    },
    [fields],
  );

  /** Server-side problems (422 details) shown on their fields. */
  const showErrors = useCallback((details: { path: string; message: string }[]) => {
    setErrors(Object.fromEntries(details.map((detail) => [detail.path, detail.message])));
  }, []);

  const banner = Object.values(errors)[0] ?? null;
  return { configName, setConfigName, values, setValue, errors, banner, validate, reset, showErrors };
}
