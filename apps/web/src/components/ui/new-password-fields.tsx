import { PASSWORD_MIN_LENGTH } from '@basalt/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field';

type Pair<T> = { password: T; confirm: T };

type NewPasswordFieldsProps<Form extends FieldValues> = {
  form: UseFormReturn<Form>;
  /** The form's fields; the contract's refine puts "do not match" on the confirm one. */
  names: Pair<Path<Form>>;
  ids: Pair<string>;
  labels?: Pair<string>;
  /** How a field's error reads, e.g. with the account page's "Error: " prefix. */
  formatError?: (message: string | undefined) => string | undefined;
};

const newPasswordLabels = { password: 'New Password', confirm: 'Confirm New Password' };
const asIs = (message: string | undefined) => message;

/** A new password and its confirmation, as in sign-up, password reset and change password. */
export function NewPasswordFields<Form extends FieldValues>({
  form,
  names,
  ids,
  labels = newPasswordLabels,
  formatError = asIs,
}: NewPasswordFieldsProps<Form>) {
  const errorOf = (name: Path<Form>) => formatError(form.getFieldState(name, form.formState).error?.message);
  return (
    <>
      <TextField
        id={ids.password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={errorOf(names.password)}
        helpText={`At least ${PASSWORD_MIN_LENGTH} characters; very common passwords are not accepted.`}
        {...form.register(names.password)}
      />
      <TextField
        id={ids.confirm}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        error={errorOf(names.confirm)}
        {...form.register(names.confirm)}
      />
    </>
  );
}
