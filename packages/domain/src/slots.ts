// DESIGN "Available times and slots": weekly hours (weekday, HH:mm–HH:mm, Asia/Seoul) plus dated
// exceptions (closed, or extra hours). Slots start on a 30-minute grid, from 1 hour to 30 days
// ahead; a reservation occupies its product's minutes (무제한: 60), counted in 30-minute cells,
// which is what the database keeps unique per counselor so a slot can be sold once.
import { DateTime } from 'luxon';
import { TIME_ZONE } from './constants/app';

export const SLOT_GRID_MINUTES = 30;
/** The earliest slot starts this long after now. */
export const SLOT_LEAD_MINUTES = 60;
/** The latest slot starts at most this many days after now. */
export const SLOT_HORIZON_DAYS = 30;
/** What a 무제한 product occupies. */
export const UNLIMITED_SLOT_MINUTES = 60;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type WeeklyHours = { weekday: Weekday; start: string; end: string };

export type DatedException =
  | { date: string; kind: 'CLOSED' }
  | { date: string; kind: 'EXTRA'; start: string; end: string };

/** A taken stretch of time, epoch milliseconds, end exclusive. */
export type Occupied = { start: number; end: number };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

/** Minutes after midnight of an `HH:mm`; `24:00` is allowed as an end of day. */
export function minutesOfDay(value: string): number | null {
  if (value === '24:00') return 24 * 60;
  const match = HH_MM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The minutes a reservation of this product occupies. */
export function occupiedMinutes(durationMinutes: number | null): number {
  return durationMinutes ?? UNLIMITED_SLOT_MINUTES;
}

/** Whether an instant lies on the 30-minute grid of Seoul time (Seoul has no half-hour offset). */
export function isOnSlotGrid(epochMs: number): boolean {
  return epochMs % (SLOT_GRID_MINUTES * MINUTE_MS) === 0;
}

/** The 30-minute cells a reservation starting at `start` occupies (epoch ms of each cell). */
export function occupiedCells(start: number, durationMinutes: number | null): number[] {
  if (!isOnSlotGrid(start)) throw new RangeError('a slot starts on the 30-minute grid');
  const count = Math.ceil(occupiedMinutes(durationMinutes) / SLOT_GRID_MINUTES);
  return Array.from({ length: count }, (_, index) => start + index * SLOT_GRID_MINUTES * MINUTE_MS);
}

type Interval = { start: number; end: number };

/** The open stretches of one Seoul date, in minutes after its midnight, merged and sorted. */
export function openMinutesOf(
  date: DateTime,
  weekly: readonly WeeklyHours[],
  exceptions: readonly DatedException[],
): Interval[] {
  const key = date.toISODate();
  const ofDate = exceptions.filter((exception) => exception.date === key);
  const closed = ofDate.some((exception) => exception.kind === 'CLOSED');
  const ranges = [
    ...(closed ? [] : weekly.filter((hours) => hours.weekday === date.weekday)),
    ...ofDate.flatMap((exception) => (exception.kind === 'EXTRA' ? [exception] : [])),
  ];
  const intervals = ranges
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }))
    .filter((range): range is Interval => range.start !== null && range.end !== null)
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Every slot start (epoch ms, ascending) where a reservation of `durationMinutes` fits inside
 * the open hours of its Seoul date, overlaps nothing occupied, and starts between 1 hour and
 * 30 days after `now`.
 */
export function freeSlotStarts(input: {
  weekly: readonly WeeklyHours[];
  exceptions: readonly DatedException[];
  occupied: readonly Occupied[];
  durationMinutes: number | null;
  now: number;
}): number[] {
  const length = occupiedMinutes(input.durationMinutes) * MINUTE_MS;
  const earliest = input.now + SLOT_LEAD_MINUTES * MINUTE_MS;
  const latest = input.now + SLOT_HORIZON_DAYS * 24 * 60 * MINUTE_MS;
  const firstDay = DateTime.fromMillis(input.now, { zone: TIME_ZONE }).startOf('day');
  const starts: number[] = [];
  for (let offset = 0; offset <= SLOT_HORIZON_DAYS; offset += 1) {
    const day = firstDay.plus({ days: offset });
    const midnight = day.toMillis();
    for (const open of openMinutesOf(day, input.weekly, input.exceptions)) {
      for (
        let minute = Math.ceil(open.start / SLOT_GRID_MINUTES) * SLOT_GRID_MINUTES;
        minute * MINUTE_MS + length <= open.end * MINUTE_MS;
        minute += SLOT_GRID_MINUTES
      ) {
        const start = midnight + minute * MINUTE_MS;
        if (start < earliest || start > latest) continue;
        const end = start + length;
        const taken = input.occupied.some((busy) => busy.start < end && start < busy.end);
        if (!taken) starts.push(start);
      }
    }
  }
  return starts;
}
