import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useForgetUser } from '@/features/auth';
import { useTokenBalance } from '@/features/tokens';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useDeleteAccount } from '../api/delete-account';

/** The sentence that says what leaving costs, once the balance is known. */
function TokensLost() {
  const balance = useTokenBalance().data;
  if (balance === undefined) return null;
  return (
    <p className="rounded-lg bg-red-500/10 px-3 py-2 text-sm font-medium text-danger">
      {balance > 0
        ? `Your ${formatNumber(balance)} ${balance === 1 ? 'token' : 'tokens'} will be lost. They are not refunded.`
        : 'You have no tokens left to lose.'}
    </p>
  );
}

/**
 * Delete own account: the dialog shows the tokens that go with it and asks for the password again,
 * then the account goes, the session ends, and back to /.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const forgetUser = useForgetUser();
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(undefined);
    remove.reset();
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setPasswordError('Enter your password');
    setPasswordError(undefined);
    const done = await remove.mutateAsync({ password }).catch((error: unknown) => {
      const detail = error instanceof ApiError ? error.details?.find((d) => d.path === 'password') : undefined;
      if (detail) setPasswordError(detail.message);
      return undefined;
    });
    if (!done) return;
    setOpen(false);
    forgetUser();
    navigate('/', { replace: true });
    toast.success('Your account has been deleted.');
  };
  const otherError = remove.error && !passwordError ? remove.error.message : null;

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="flex max-w-lg flex-col gap-3 rounded-xl border border-danger/40 p-5"
    >
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        Delete Account
      </h2>
      <p className="text-sm text-muted-foreground">
        Permanently delete your account, your saved configurations and your uploaded files. Any remaining tokens are
        lost. This cannot be undone.
      </p>
      <Button variant="secondary" className="self-start text-danger" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog open={open} onClose={close} title="Delete your account?">
        <form className="flex flex-col gap-4" onSubmit={onConfirm} noValidate>
          <p className="text-sm">
            Your profile, sessions, saved configurations and uploaded files are deleted and you are signed out. Runs
            still going are cancelled. Records of purchases and runs are kept for accounting, without your name or
            e-mail.
          </p>
          {open && <TokensLost />}
          <TextField
            id="delete-account-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
          {otherError && <AlertBanner>Error: {otherError}</AlertBanner>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" className="bg-red-700 text-white hover:bg-red-800" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
