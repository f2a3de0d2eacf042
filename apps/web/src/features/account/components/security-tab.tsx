import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordForm, type ChangePasswordForm } from '@basalt/contracts';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { TextField } from '@/components/ui/text-field';
import { useApiKeys } from '@/features/api-keys';
import { useChangePassword } from '../api/change-password';

const prefixed = (message: string | undefined) => message && `Error: ${message}`;
const apiKeysWord = (count: number) => `${count} API ${count === 1 ? 'key' : 'keys'}`;

/** What happened, from the server's answer: it says how many keys it revoked (DESIGN D16). */
function doneMessage(revokedApiKeys: number, activeApiKeys: number) {
  const signedOut = 'Password updated successfully! Your other sessions have been signed out';
  if (revokedApiKeys > 0) return `${signedOut} and your ${apiKeysWord(revokedApiKeys)} revoked.`;
  if (activeApiKeys > 0) return `${signedOut}. Your API keys still work.`;
  return `${signedOut}.`;
}

/**
 * Spec Security tab: change password, checked against the current one (DESIGN D8). It says before
 * saving what the change does: other sessions end, API keys stay unless the box is ticked (D16).
 */
export function SecurityTab() {
  const change = useChangePassword();
  const activeApiKeys = useApiKeys().data?.length ?? 0;
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeApiKeys: false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await change.mutateAsync(values).catch(() => undefined);
    if (done) form.reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
      <h2 className="text-lg font-semibold">Change Password</h2>
      {change.data && (
        <AlertBanner tone="success">{doneMessage(change.data.revokedApiKeys, activeApiKeys)}</AlertBanner>
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
      <p className="text-sm text-muted-foreground">
        Updating your password signs out your other sessions.
        {activeApiKeys > 0 && ' Your API keys keep working unless you tick the box below.'}
      </p>
      {activeApiKeys > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-[var(--color-accent)]"
              aria-describedby="security-revoke-keys-hint"
              {...form.register('revokeApiKeys')}
            />
            Also revoke my {apiKeysWord(activeApiKeys)}
          </label>
          <p id="security-revoke-keys-hint" className="pl-6 text-muted-foreground">
            Programs and integrations using them stop working until you give them a new key.
          </p>
        </div>
      )}
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
