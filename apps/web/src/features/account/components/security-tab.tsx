import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, type ChangePasswordForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/change-password';

const prefixed = (message: string | undefined) => message && `Error: ${message}`;

/** Spec Security tab: change password, now checked against the current one (DESIGN D8). */
export function SecurityTab() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await change.mutateAsync(values).catch(() => undefined);
    if (done) form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <h2 className="text-lg font-semibold">Change Password</h2>
      {change.isSuccess && (
        <AlertBanner tone="success">
          Password updated successfully! Your other sessions have been signed out and your API keys revoked.
        </AlertBanner>
      )}
      {change.error && <AlertBanner>Error: {change.error.message}</AlertBanner>}
      <TextField
        id="security-current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        error={prefixed(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        ids={{ password: 'security-new-password', confirm: 'security-confirm-password' }}
        formatError={prefixed}
      />
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
