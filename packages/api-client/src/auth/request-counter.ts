import { DAILY_REQUEST_LIMITS, REQUEST_COUNTER_COOKIE, seoulDateKey } from '@arcana/domain';
import { readCookie, writeCookie } from '../cookies';

/**
 * SPEC §6/§9: guests get 3 requests a day, users 999 (the AI readings use them). The cookie
 * holds `<Seoul date>:<count>`, so a new day in Seoul starts from zero whatever the device's
 * own time zone, and the cookie is kept 7 days.
 */
export type RequestCount = { dateKey: string; count: number };

function parse(raw: string | undefined): RequestCount | null {
  const match = raw ? /^(\d{4}-\d{2}-\d{2}):(\d+)$/.exec(raw) : null;
  if (!match?.[1] || !match[2]) return null;
  return { dateKey: match[1], count: Number(match[2]) };
}

/** Requests counted so far on today's Seoul date. */
export function requestsToday(nowMs: number = Date.now()): number {
  const stored = parse(readCookie(REQUEST_COUNTER_COOKIE.name));
  return stored && stored.dateKey === seoulDateKey(nowMs) ? stored.count : 0;
}

/** Counts one request for today (Seoul) and returns today's new total. */
export function countRequest(nowMs: number = Date.now()): number {
  const count = requestsToday(nowMs) + 1;
  writeCookie(REQUEST_COUNTER_COOKIE.name, `${seoulDateKey(nowMs)}:${count}`, {
    maxAgeSeconds: REQUEST_COUNTER_COOKIE.maxAgeSeconds,
    path: '/',
    sameSite: 'Strict',
  });
  return count;
}

export function dailyRequestLimit(isAuthenticated: boolean): number {
  return isAuthenticated ? DAILY_REQUEST_LIMITS.user : DAILY_REQUEST_LIMITS.guest;
}

/** How many requests are left today; never below zero. */
export function remainingRequests(isAuthenticated: boolean, nowMs: number = Date.now()): number {
  return Math.max(0, dailyRequestLimit(isAuthenticated) - requestsToday(nowMs));
}
