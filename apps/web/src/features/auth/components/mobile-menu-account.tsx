import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { SignedOutActions } from '@/components/layout/signed-out-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '../api/get-session';
import { useLogout } from '../api/use-logout';
import { accountLinks, adminLinks } from './account-links';
import { TokenChip } from './token-chip';
import { UserAvatar } from './user-avatar';

const linkStyles =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** The mobile slide-out's account part: name or e-mail, Admin badge, token balance, the same links. */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { user, isPending } = useSession();
  const logout = useLogout();
  if (isPending) return null;
  if (!user) return <SignedOutActions stacked onNavigate={onNavigate} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <UserAvatar fullName={user.fullName} email={user.email} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{user.fullName.trim() || user.email}</p>
          {user.isAdmin && <Badge tone="accent">Admin</Badge>}
        </div>
        <TokenChip balance={user.tokenBalance} onNavigate={onNavigate} />
      </div>
      <nav aria-label="Account" className="flex flex-col">
        {accountLinks.map((item) => (
          <Link key={item.to} to={item.to} onClick={onNavigate} className={linkStyles}>
            {item.label}
          </Link>
        ))}
      </nav>
      {user.isAdmin && (
        <nav aria-label="Admin" className="flex flex-col border-t pt-2">
          {adminLinks.map((item) => (
            <Link key={item.to} to={item.to} onClick={onNavigate} className={linkStyles}>
              {item.label}
            </Link>
          ))}
        </nav>
      )}
      <Button
        variant="secondary"
        size="lg"
        onClick={() => {
          onNavigate();
          logout();
        }}
      >
        <LogOut size={18} aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}
