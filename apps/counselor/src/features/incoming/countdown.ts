// The time left of a request's 2 minutes (DESIGN "Session lifecycle": the counselor has 2
// minutes for an IMMEDIATE request). Floored, as every countdown of the product.

export const REQUEST_WAIT_SECONDS = 120;

/** Whole seconds until `respondBy`, never below 0. */
export function secondsLeft(respondBy: string | null, nowMs: number): number {
  if (!respondBy) return 0;
  const left = Math.floor((Date.parse(respondBy) - nowMs) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

/** 'm:ss' for the timer: 119 → '1:59', 5 → '0:05'. */
export function countdownClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Share of the 2 minutes still left, 0–1, for the bar under the timer. */
export function shareLeft(seconds: number): number {
  return Math.min(1, Math.max(0, seconds / REQUEST_WAIT_SECONDS));
}

/** The requests to show: those whose time is not over yet, in the order the api gave. */
export function liveRequests<T extends { respondBy: string | null }>(
  requests: readonly T[],
  nowMs: number,
): T[] {
  return requests.filter((request) => secondsLeft(request.respondBy, nowMs) > 0);
}

/** Ids in `ids` never seen before: the ones that ring. Adds them to `seen`. */
export function takeNewIds(seen: Set<number>, ids: readonly number[]): number[] {
  const fresh = ids.filter((id) => !seen.has(id));
  for (const id of fresh) seen.add(id);
  return fresh;
}
