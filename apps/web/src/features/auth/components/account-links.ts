import type { NavItem } from '@/components/layout/nav-links';

/** Spec: the avatar menu and the mobile slide-out list the same links. */
export const accountLinks: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/my-automations', label: 'My Automations' },
  { to: '/profile', label: 'Account Settings' },
];

export const adminLinks: NavItem[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/users', label: 'User Management' },
  { to: '/admin/automations', label: 'Automations' },
  { to: '/admin/audit-log', label: 'Audit Log' },
  { to: '/admin/runs', label: 'Runs' },
  { to: '/admin/leads', label: 'Lead Inbox' },
];
