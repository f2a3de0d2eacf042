import type { AdminUserDetails } from '@basalt/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { useSession } from '@/features/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useDemoteAdmin } from '../api/demote-admin';
import { useAdminUser } from '../api/get-admin-user';
import { MakeAdminDialog } from './make-admin-dialog';
import { ProfileEditor } from './profile-editor';
import { TransactionHistory } from './transaction-history';

function Figure({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-muted px-3 py-2', className)}>
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="font-medium tabular-nums">{children}</span>
    </div>
  );
}

function AdminControls({ user }: { user: AdminUserDetails }) {
  const [promoting, setPromoting] = useState(false);
  const demote = useDemoteAdmin(user.id);
  // The server refuses demoting yourself (decision 013); the button says so before a click.
  const isYou = useSession().user?.id === user.id;
  const removeAdmin = () => {
    if (window.confirm(`Are you sure you want to remove admin privileges from ${user.email}?`)) demote.mutate();
  };
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">Admin Controls</h3>
      <div className="flex flex-wrap items-center gap-3">
        {user.isAdmin ? <Badge tone="accent">Admin</Badge> : <Badge>User</Badge>}
        {user.isAdmin ? (
          <>
            <Button variant="secondary" size="sm" onClick={removeAdmin} disabled={demote.isPending || isYou}>
              Remove Admin
            </Button>
            {isYou && <span className="text-xs text-muted-foreground">You cannot remove your own admin rights</span>}
          </>
        ) : (
          <Button size="sm" onClick={() => setPromoting(true)}>
            Make Admin
          </Button>
        )}
      </div>
      {demote.isError && <AlertBanner>{demote.error.message}</AlertBanner>}
      {promoting && <MakeAdminDialog user={user} onClose={() => setPromoting(false)} />}
    </section>
  );
}

function Details({ user }: { user: AdminUserDetails }) {
  return (
    <div className="flex max-h-[70vh] flex-col gap-6 overflow-y-auto pr-1">
      <ProfileEditor key={user.id} user={user} />
      {/* The e-mail gets a whole row: in a third of the dialog it broke mid-word (issue 15 #1). */}
      <section className="grid gap-2 text-sm sm:grid-cols-2">
        <Figure label="Email" className="sm:col-span-2">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span data-testid="user-email" className="min-w-0 [overflow-wrap:anywhere]">
              {user.email}
            </span>
            {user.emailVerified && (
              <Badge tone="success" className="shrink-0 whitespace-nowrap">
                <BadgeCheck size={12} aria-hidden="true" />
                Verified
              </Badge>
            )}
          </span>
        </Figure>
        <Figure label="Signup Date">{formatDate(user.createdAt)}</Figure>
        <Figure label="Last Login">{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'Never'}</Figure>
      </section>
      <AdminControls user={user} />
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">Account</h3>
        <div className="grid gap-2 sm:grid-cols-3">
          <Figure label="Token Balance">{formatNumber(user.tokenBalance)}</Figure>
          <Figure label="Tokens Purchased">{formatNumber(user.tokensPurchased)}</Figure>
          <Figure label="Tokens Spent">{formatNumber(user.tokensSpent)}</Figure>
        </div>
      </section>
      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">Activity</h3>
          {/* Each run there can be read, cancelled or refunded. */}
          <Link
            to={`/admin/runs?q=${encodeURIComponent(user.email)}`}
            className="text-sm font-medium text-accent-text underline-offset-4 hover:underline"
          >
            View and refund runs
          </Link>
        </div>
        <div className="grid gap-2 sm:grid-cols-3">
          <Figure label="Total Automation Runs">{formatNumber(user.runCount)}</Figure>
          <Figure label="Success Rate">{user.successRate === null ? '—' : `${user.successRate.toFixed(1)}%`}</Figure>
          <Figure label="Last Automation Run">{user.lastRunAt ? formatDateTime(user.lastRunAt) : 'Never'}</Figure>
        </div>
      </section>
      <TransactionHistory transactions={user.transactions} total={user.transactionCount} />
    </div>
  );
}

export function UserDetailsDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const user = useAdminUser(userId);
  return (
    <Dialog open onClose={onClose} title="User Details" className="max-w-3xl">
      {user.isPending ? (
        <Spinner label="Loading user" className="py-12" />
      ) : user.isError ? (
        <AlertBanner>{user.error.message || 'Failed to load user'}</AlertBanner>
      ) : (
        <Details user={user.data} />
      )}
    </Dialog>
  );
}
