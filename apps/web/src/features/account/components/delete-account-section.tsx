import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useForgetUser } from '@/features/auth';
import { useDeleteAccount } from '../api/delete-account';

/** Delete own account: a confirmation dialog, then the account goes, the session ends, and back to /. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const forgetUser = useForgetUser();
  const navigate = useNavigate();
  const onConfirm = async () => {
    const done = await remove.mutateAsync().catch(() => undefined);
    if (!done) return;
    setOpen(false);
    forgetUser();
    navigate('/', { replace: true });
    toast.success('Your account has been deleted.');
  };

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
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete your account?">
        <p className="text-sm">
          Your profile, sessions, saved configurations and uploaded files are deleted and you are signed out. Runs still
          going are cancelled and your remaining tokens are lost. Records of purchases and runs are kept for accounting,
          without your name or e-mail.
        </p>
        {remove.error && <AlertBanner>Error: {remove.error.message}</AlertBanner>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button className="bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete My Account'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
