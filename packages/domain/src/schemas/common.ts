// Building blocks shared by the entity schemas.
import * as v from 'valibot';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An ISO-8601 calendar date-time, with or without offset (the server may send local Seoul
 * times without one), with real month, day and time ranges. Plain code rather than luxon: the
 * user schema is checked on every first visit, and luxon alone would outweigh the page.
 */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return false;
  const daysInMonth = new Date(Date.UTC(Number(year), monthNumber, 0)).getUTCDate();
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > daysInMonth) return false;
  return Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
}

export const isoDateTimeSchema = v.pipe(
  v.string(),
  v.check(isIsoDateTime, 'ISO-8601 날짜가 아니에요.'),
);

/** Database ids; 0 is the guest user. */
export const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
