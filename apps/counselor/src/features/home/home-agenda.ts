import { formatDate, type Session } from '@arcana/domain';

// 오늘과 다가오는 상담: the counselor's active sessions and its accepted reservations, one list
// without doubles, earliest first, split into today and the days ahead (Seoul days).

const DAY_MS = 86_400_000;
/** How far ahead the home looks; the reservations page has the rest. */
export const AGENDA_DAYS = 7;

/** The Seoul days the agenda asks the reservations list for: today and 7 days ahead. */
export function agendaRange(nowMs: number): { from: string; to: string } {
  return { from: formatDate(nowMs), to: formatDate(nowMs + AGENDA_DAYS * DAY_MS) };
}

export type Agenda<T extends Session> = { today: T[]; upcoming: T[] };

export function agendaOf<T extends Session>(
  lists: readonly (readonly T[])[],
  nowMs: number,
): Agenda<T> {
  const byId = new Map<number, T>();
  for (const list of lists)
    for (const session of list) if (!byId.has(session.id)) byId.set(session.id, session);
  const sorted = [...byId.values()].sort(
    (a, b) =>
      (a.startTime ? Date.parse(a.startTime) : nowMs) -
        (b.startTime ? Date.parse(b.startTime) : nowMs) || a.id - b.id,
  );
  const today = formatDate(nowMs);
  return {
    // A session without a start (an accepted IMMEDIATE one waiting for entry) is today's.
    today: sorted.filter(
      (session) => !session.startTime || formatDate(session.startTime) === today,
    ),
    upcoming: sorted.filter(
      (session) => session.startTime && formatDate(session.startTime) > today,
    ),
  };
}

/** This Seoul month as 'YYYY-MM' and its year. */
export function seoulMonth(nowMs: number): { year: number; month: string; index: number } {
  const day = formatDate(nowMs);
  return {
    year: Number(day.slice(0, 4)),
    month: day.slice(0, 7),
    index: Number(day.slice(5, 7)) - 1,
  };
}
