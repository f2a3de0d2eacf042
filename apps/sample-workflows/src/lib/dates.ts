const dayMs = 86_400_000;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Parses YYYY-MM-DD as a UTC day, refusing impossible days (Date.parse accepts 2025-02-30). */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export const toIsoDate = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * dayMs);
export const daysBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / dayMs);
export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export function formatLongDate(date: Date): string {
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Month index (0-11) for a full or three-letter English month name. */
export function monthIndex(name: string): number {
  return monthNames.findIndex((month) => month.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase());
}
