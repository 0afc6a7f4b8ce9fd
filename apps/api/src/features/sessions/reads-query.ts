import { COUNSELING_TYPES, SESSION_STATUSES } from '@arcana/domain';
import * as v from 'valibot';
import { readMessages as m } from './reads-messages';

// The query strings of the session reads, with their Korean refusals. Days are Asia/Seoul
// calendar days (UTC+9 all year: Korea keeps no summer time).

const DAY_MS = 86_400_000;
/** 상담 내역 asks for at most this many days at once (end included). */
export const MAX_RANGE_DAYS = 366;
const SEOUL_OFFSET = '+09:00';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** Midnight in Seoul starting that day. */
export function seoulMidnight(date: string): Date {
  return new Date(`${date}T00:00:00.000${SEOUL_OFFSET}`);
}

const seoulDate = v.pipe(v.string(m.date), v.check(isCalendarDate, m.date));

function daysBetween(start: string, end: string): number {
  return Math.round((seoulMidnight(end).getTime() - seoulMidnight(start).getTime()) / DAY_MS);
}

/** GET …/sessions/me?start=&end= (both days included). */
export const mySessionsQuerySchema = v.pipe(
  v.object({ start: seoulDate, end: seoulDate }),
  v.forward(
    v.check(({ start, end }) => daysBetween(start, end) >= 0, m.range),
    ['end'],
  ),
  v.forward(
    v.check(({ start, end }) => daysBetween(start, end) < MAX_RANGE_DAYS, m.rangeTooLong),
    ['end'],
  ),
  v.transform(({ start, end }) => ({
    from: seoulMidnight(start),
    to: new Date(seoulMidnight(end).getTime() + DAY_MS),
  })),
);

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A day (its Seoul midnight) or an ISO date-time with its zone. A `+` sent unencoded arrives
 * as a space; it can only have meant the offset's sign.
 */
function toInstant(raw: string): Date | null {
  if (isCalendarDate(raw)) return seoulMidnight(raw);
  const value = raw.replace(/ (\d{2}:\d{2})$/, '+$1');
  const match = ISO_DATE_TIME.exec(value);
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

const instant = v.pipe(
  v.string(m.dateTime),
  v.check((value) => toInstant(value) !== null, m.dateTime),
  v.transform((value) => toInstant(value) as Date),
);

/** GET /api/client/counselor/sessions/count?from=&to= (sessions starting in [from, to)). */
export const countQuerySchema = v.pipe(
  v.object({ from: instant, to: instant }),
  v.forward(
    v.check(({ from, to }) => to.getTime() > from.getTime(), m.window),
    ['to'],
  ),
);

const positiveInt = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,4}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** SPEC §9: page size 12, DESC by updatedAt. */
export const DEFAULT_SESSION_PAGE_SIZE = 12;

/** `status=COMPLETED,NO_SHOW_USER`: one status or several, comma-separated. */
const statusList = v.pipe(
  v.string(m.status),
  v.transform((value) => value.split(',').map((each) => each.trim())),
  v.array(v.picklist(SESSION_STATUSES, m.status)),
  v.minLength(1, m.status),
);

/** GET /api/client/counselor/sessions; `type` is short for `counselingType`. */
export const counselorListQuerySchema = v.pipe(
  v.object({
    pageSize: v.optional(positiveInt(50, m.pageSize), String(DEFAULT_SESSION_PAGE_SIZE)),
    currentPage: v.optional(positiveInt(9_999, m.currentPage), '1'),
    sort: v.optional(v.picklist(['DESC', 'ASC'], m.sort), 'DESC'),
    sortKey: v.optional(v.picklist(['updatedAt', 'startTime'], m.sortKey), 'updatedAt'),
    search: v.optional(v.pipe(v.string(m.search), v.maxLength(50, m.search))),
    status: v.optional(statusList),
    counselingType: v.optional(v.picklist(COUNSELING_TYPES, m.counselingType)),
    type: v.optional(v.picklist(COUNSELING_TYPES, m.counselingType)),
  }),
  v.transform(({ type, ...query }) => ({
    ...query,
    counselingType: query.counselingType ?? type,
  })),
);
