import {
  checkRunInput,
  defaultRunInput,
  runInputSchema,
  type CustomField,
  type FieldValue,
  type RunInputValues,
} from '@basalt/contracts';
import { useCallback, useRef, useState } from 'react';

/**
 * The form panel's values and errors. Validation is the shared zod schema of @basalt/contracts
 * (the server runs the same one); the banner shows the first error, and editing a field clears
 * its own error (spec §5). An edit also drops the errors it fixed elsewhere (a one-of group's error
 * sits on its first field, yet filling any field of the group fixes it), so the banner never names
 * a problem that is gone (issue 15); it never adds errors before the next submit.
 */
export function useRunForm(fields: CustomField[]) {
  const [configName, setConfigName] = useState('');
  const [values, setValuesState] = useState<RunInputValues>(() => defaultRunInput(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Fields whose file is still on its way: until it lands the field reads empty, so Run and Save wait.
  const [uploadingFields, setUploadingFields] = useState<ReadonlySet<string>>(() => new Set());
  // The values of the last change, so that an edit checks its errors against them at once.
  const latest = useRef(values);
  const setValues = useCallback((next: RunInputValues) => {
    latest.current = next;
    setValuesState(next);
  }, []);

  const setValue = useCallback(
    (fieldId: string, value: FieldValue) => {
      const next = { ...latest.current, [fieldId]: value };
      setValues(next);
      setErrors((shown) => withoutFixedErrors(fields, next, shown, fieldId));
    },
    [fields, setValues],
  );

  /** Every value at once (the JSON editor): the errors it fixed go, the others stay until the next submit. */
  const replaceValues = useCallback(
    (next: RunInputValues) => {
      setValues(next);
      setErrors((shown) => withoutFixedErrors(fields, next, shown, ''));
    },
    [fields, setValues],
  );

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
    [fields, setValues],
  );

  const setUploading = useCallback((fieldId: string, uploading: boolean) => {
    setUploadingFields((current) => {
      if (current.has(fieldId) === uploading) return current;
      const next = new Set(current);
      if (uploading) next.add(fieldId);
      else next.delete(fieldId);
      return next;
    });
  }, []);

  /** Server-side problems (422 details) shown on their fields. */
  const showErrors = useCallback((details: { path: string; message: string }[]) => {
    setErrors(Object.fromEntries(details.map((detail) => [detail.path, detail.message])));
  }, []);

  const banner = Object.values(errors)[0] ?? null;
  return {
    configName,
    setConfigName,
    values,
    setValue,
    replaceValues,
    errors,
    banner,
    validate,
    reset,
    showErrors,
    uploading: uploadingFields.size > 0,
    setUploading,
  };
}

/**
 * The errors still shown after `edited` changed: its own is cleared (spec §5), another field's stays
 * while its rule still fails. Errors on a path that is no field (from the server) stay until submit.
 */
function withoutFixedErrors(
  fields: CustomField[],
  values: RunInputValues,
  shown: Record<string, string>,
  edited: string,
): Record<string, string> {
  const ids = Object.keys(shown);
  if (ids.length === 0) return shown;
  const failing = checkRunInput(fields, values).errors;
  const isField = (id: string) => fields.some((field) => field.id === id);
  const kept = ids.filter((id) => id !== edited && (id in failing || !isField(id)));
  return kept.length === ids.length ? shown : Object.fromEntries(kept.map((id) => [id, shown[id]!]));
}
