/** Whole minutes from `now` until `until` (ISO), never below zero; null without a deadline. */
export function minutesLeft(until: string | null, now: number): number | null {
  if (!until) return null;
  const ms = new Date(until).getTime() - now;
  if (!Number.isFinite(ms)) return null;
  return Math.max(0, Math.floor(ms / 60_000));
}

/** The Seoul days (YYYY-MM-DD) of a month's first and last day: the api's from and to. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
