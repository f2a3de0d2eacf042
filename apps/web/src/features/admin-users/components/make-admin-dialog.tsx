import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { usePromoteAdmin } from '../api/promote-admin';

const powers = [
  'View and manage all users',
  'Create and edit automations',
  'Adjust token balances',
  'Access all admin features',
  'Promote other users to admin',
];

/** Promotion needs the acknowledgement tick before Make Admin is enabled. */
export function MakeAdminDialog({ user, onClose }: { user: { id: string; email: string }; onClose: () => void }) {
  const [understood, setUnderstood] = useState(false);
  const promote = usePromoteAdmin(user.id);
  return (
    <Dialog open onClose={onClose} title="Make Admin">
      <p className="text-sm">
        <span className="font-medium">{user.email}</span> will be able to:
      </p>
      <ul className="list-disc pl-5 text-sm text-muted-foreground">
        {powers.map((power) => (
          <li key={power}>{power}</li>
        ))}
      </ul>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        I understand this user will have full administrative access
      </label>
      {promote.isError && <AlertBanner>{promote.error.message || 'Failed to promote user to admin'}</AlertBanner>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!understood || promote.isPending}
          onClick={() => promote.mutate(undefined, { onSuccess: onClose })}
        >
          {promote.isPending ? 'Promoting...' : 'Make Admin'}
        </Button>
      </div>
    </Dialog>
  );
}
