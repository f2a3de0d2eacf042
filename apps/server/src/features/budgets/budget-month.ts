/** Budgets count calendar months in UTC, whatever the user's time zone (stated on the Budget tab). */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The alert period of a month: '2026-11'. */
export function monthKey(now: Date): string {
  return monthStartUtc(now).toISOString().slice(0, 7);
}
