const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Nov 3, 2026', as the site's formatDate writes dates, but the day in UTC and without Intl: a public
 * page renders on the server and hydrates in a visitor's browser, and both must write the same day
 * whatever their time zones (decision 040 keeps Intl off the public pages' first load).
 */
export function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
