import { TIME_ZONE, toSeoulDateTime } from '@arcana/domain';
import { DateTime } from 'luxon';

// 상담 내역 walks the user's sessions month by month, backwards, in Seoul calendar months
// (DESIGN "Korean product rules"): the api answers date ranges, the page shows month headers.

/** Where the walk stands: the newest month still to ask for (YYYY-MM) and the empty run so far. */
export type MonthCursor = { month: string; emptyMonths: number };

/** A call's range: Seoul days, both ends included, and the oldest month it covers. */
export type MonthWindow = { start: string; end: string; oldestMonth: string };

function monthStart(month: string): DateTime {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: TIME_ZONE });
}

/** The Seoul calendar month of an instant, YYYY-MM. */
export function seoulMonthOf(input: string | number): string {
  return toSeoulDateTime(input)?.toFormat('yyyy-MM') ?? '';
}

/** YYYY-MM shifted by whole months. */
export function addMonths(month: string, months: number): string {
  return monthStart(month).plus({ months }).toFormat('yyyy-MM');
}

/**
 * Where the walk starts: the month after this one, because a reservation can be booked up to
 * 30 days ahead and belongs in the list before it happens.
 */
export function firstMonthOf(nowMs: number): string {
  return addMonths(seoulMonthOf(nowMs), 1);
}

/** `count` months ending with `newestMonth`: its first day to the newest month's last day. */
export function monthWindow(newestMonth: string, count: number): MonthWindow {
  const oldestMonth = addMonths(newestMonth, -(count - 1));
  return {
    start: monthStart(oldestMonth).toFormat('yyyy-MM-dd'),
    end: monthStart(newestMonth).endOf('month').toFormat('yyyy-MM-dd'),
    oldestMonth,
  };
}

/**
 * The cursor after a window: one month older than it, with the empty run reset by any session;
 * null once `emptyLimit` months in a row had nothing (the walk stops there).
 */
export function nextCursorAfter(
  cursor: MonthCursor,
  window: MonthWindow,
  itemCount: number,
  emptyLimit: number,
): MonthCursor | null {
  const covered = monthsBetween(window.oldestMonth, cursor.month) + 1;
  const emptyMonths = itemCount > 0 ? 0 : cursor.emptyMonths + covered;
  if (emptyMonths >= emptyLimit) return null;
  return { month: addMonths(window.oldestMonth, -1), emptyMonths };
}

function monthsBetween(older: string, newer: string): number {
  return Math.round(monthStart(newer).diff(monthStart(older), 'months').months);
}

/** When a session belongs: its start, or when it was booked while it has none (IMMEDIATE). */
export function sessionInstant(session: { startTime: string | null; createdAt: string }): string {
  return session.startTime ?? session.createdAt;
}

export type MonthGroup<T> = { month: string; year: number; monthNumber: number; items: T[] };

/** Sessions under their Seoul month, newest month first and newest first inside each. */
export function groupByMonth<T extends { startTime: string | null; createdAt: string }>(
  sessions: readonly T[],
): MonthGroup<T>[] {
  const byMonth = new Map<string, T[]>();
  const sorted = [...sessions].sort(
    (a, b) => Date.parse(sessionInstant(b)) - Date.parse(sessionInstant(a)),
  );
  for (const session of sorted) {
    const month = seoulMonthOf(sessionInstant(session));
    const items = byMonth.get(month);
    if (items) items.push(session);
    else byMonth.set(month, [session]);
  }
  return [...byMonth].map(([month, items]) => {
    const start = monthStart(month);
    return { month, year: start.year, monthNumber: start.month, items };
  });
}
