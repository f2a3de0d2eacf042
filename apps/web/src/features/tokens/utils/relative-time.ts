import { formatDate } from '@/lib/format';

/** Spec: Just now, Nm ago, Nh ago, Nd ago under 7 days, else a short date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(iso);
}

/** 'expires in 12 days', 'expires tomorrow', 'expires today', or 'never expires'. */
export function expiresIn(expiresAt: string | null, now = Date.now()): string {
  if (!expiresAt) return 'never expires';
  const days = Math.ceil((Date.parse(expiresAt) - now) / 86_400_000);
  if (days <= 0) return 'expires today';
  if (days === 1) return 'expires tomorrow';
  return `expires in ${days} days`;
}
