// Display formatters (SPEC §1, §9; DESIGN "Display text"). Every time is shown in Asia/Seoul
// whatever the zone of the machine, and no formatter throws on bad input.
import { DateTime } from 'luxon';
import { EMPTY_TIME_TEXT, LOCALE, TIME_ZONE } from './constants/app';

export type DateInput = Date | string | number | null | undefined;

// Built by hand rather than through Intl: runtimes with reduced ICU data print 'AM' and
// English weekdays even for ko-KR, and these strings are product rules.
const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/**
 * Reads a Date, epoch milliseconds or an ISO-8601 string into Seoul time. A string without an
 * offset is taken as Seoul local time, because that is what the server means by it.
 */
export function toSeoulDateTime(input: DateInput): DateTime | null {
  let value: DateTime;
  if (input instanceof Date) value = DateTime.fromJSDate(input, { zone: TIME_ZONE });
  else if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    value = DateTime.fromMillis(input, { zone: TIME_ZONE });
  } else if (typeof input === 'string') {
    if (input.trim() === '') return null;
    value = DateTime.fromISO(input.trim(), { zone: TIME_ZONE });
  } else return null;
  return value.isValid ? value : null;
}

/** Epoch milliseconds of the input, or null when it is empty or invalid. */
export function toEpochMs(input: DateInput): number | null {
  return toSeoulDateTime(input)?.toMillis() ?? null;
}

/** YYYY-MM-DD in Seoul; '' when the input is empty or invalid. */
export function formatDate(input: DateInput): string {
  return toSeoulDateTime(input)?.toFormat('yyyy-MM-dd') ?? '';
}

/** HH:mm in Seoul; '--:--' when the input is empty or invalid. */
export function formatTime(input: DateInput): string {
  return toSeoulDateTime(input)?.toFormat('HH:mm') ?? EMPTY_TIME_TEXT;
}

/** YYYY-MM-DD HH:mm in Seoul; '' when the input is empty or invalid. */
export function formatDateTime(input: DateInput): string {
  return toSeoulDateTime(input)?.toFormat('yyyy-MM-dd HH:mm') ?? '';
}

/** Korean prose: '11월 22일 (토) 오후 3:05'; noon is 오후 12시, midnight 오전 12시. */
export function formatDateTimeLong(input: DateInput): string {
  const value = toSeoulDateTime(input);
  if (!value) return '';
  const weekday = WEEKDAYS[value.weekday - 1] ?? '';
  const meridiem = value.hour < 12 ? '오전' : '오후';
  const hour12 = value.hour % 12 === 0 ? 12 : value.hour % 12;
  const minute = String(value.minute).padStart(2, '0');
  return `${value.month}월 ${value.day}일 (${weekday}) ${meridiem} ${hour12}:${minute}`;
}

/**
 * '1시간 2분 3초', '2분 3초', '3초'. Only leading zero units are dropped, so 3600 reads
 * '1시간 0분 0초'. Fractions are floored; a negative or non-numeric value gives ''.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.floor(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}시간 ${minutes}분 ${rest}초`;
  if (minutes > 0) return `${minutes}분 ${rest}초`;
  return `${rest}초`;
}

const numberFormat = new Intl.NumberFormat(LOCALE);
const wonFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Korean digit grouping: 1234567.5 → '1,234,567.5'; '' for a non-number. */
export function formatNumber(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat.format(value);
}

/** Won have no minor unit: 33000 → '33,000원'; '' for a non-number. */
export function formatKRW(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return `${wonFormat.format(value)}원`;
}

/** The Seoul calendar day of an instant, keying the per-day request counter. */
export function seoulDateKey(nowMs: number): string {
  return formatDate(nowMs);
}
