import { formatDecimal, formatDollars } from './format-number';

/** US English number formatting with thousands separators (spec §9). */
export const formatNumber = (value: number) => formatDecimal(value);

export const formatUsd = (value: number) => formatDollars(value);

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Spec: under 1 minute 'Just now', then minutes, hours under 24, then days. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** A growth or rate in percent with one decimal and its sign: '+12.5%'. */
export const formatPercent = (value: number, signed = false) => `${signed && value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/** A count with its noun, singular for exactly one: '1 run', '2 runs', '1,000 tokens'. */
export const formatCount = (count: number, noun: string, plural = `${noun}s`) =>
  `${formatNumber(count)} ${count === 1 ? noun : plural}`;
