import type { SessionUser } from '@basalt/contracts';
import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { accountLinks, adminLinks } from './account-links';
import { UserAvatar } from './user-avatar';

const itemStyles =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The avatar menu (spec): Dashboard, My Automations, Account Settings, an Admin block for admins, and
 * Logout. A disclosure rather than an ARIA menu, so links stay links; it closes on a click outside,
 * on Escape and when an entry is chosen.
 */
export function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {/* Text, not aria-label: axe wants a label to contain the visible initials, which mean nothing read out. */}
        <span className="sr-only">Account menu</span>
        <UserAvatar fullName={user.fullName} email={user.email} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-xl border bg-surface p-2 text-foreground shadow-xl"
      >
        <div className="border-b px-3 pt-1 pb-3">
          <p className="truncate text-sm font-semibold">{user.fullName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
        <nav aria-label="Account" className="flex flex-col py-1">
          {accountLinks.map((item) => (
            <Link key={item.to} to={item.to} onClick={close} className={itemStyles}>
              {item.label}
            </Link>
          ))}
        </nav>
        {user.isAdmin && (
          <nav aria-labelledby={`${panelId}-admin`} className="flex flex-col border-t py-1">
            <p id={`${panelId}-admin`} className="px-3 pt-2 pb-1">
              <Badge tone="accent">Admin</Badge>
            </p>
            {adminLinks.map((item) => (
              <Link key={item.to} to={item.to} onClick={close} className={itemStyles}>
                {item.label}
              </Link>
            ))}
          </nav>
        )}
        <div className="border-t pt-1">
          <button
            type="button"
            onClick={() => {
              close();
              onSignOut();
            }}
            className={cn(itemStyles, 'text-danger')}
          >
            <LogOut size={16} aria-hidden="true" />
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
