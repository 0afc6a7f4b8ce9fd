import {
  type AvailableTimes,
  type DatedException,
  freeSlotStarts,
  openMinutesOf,
  SLOT_HORIZON_DAYS,
  TIME_ZONE,
  type WeeklyHours,
} from '@arcana/domain';
import { DateTime } from 'luxon';

// What the slot calendar draws, as plain data: the free slot starts of DESIGN "Available times
// and slots" grouped by Seoul date, and for guests (who cannot read the month's occupied times)
// the open hours of each date.

/** A Seoul date, YYYY-MM-DD. */
export type DayKey = string;

export type SlotTime = {
  /** The slot's start as ISO-8601 with the Seoul offset: what an order sends as `slotStart`. */
  start: string;
  /** HH:mm in Seoul. */
  label: string;
  /** Before noon (오전) or after (오후). */
  half: 'AM' | 'PM';
};

export type OpenRange = { from: string; to: string };

function hoursOf(times: AvailableTimes): {
  weekly: WeeklyHours[];
  exceptions: DatedException[];
} {
  return {
    weekly: times.weekly as WeeklyHours[],
    exceptions: times.exceptions as DatedException[],
  };
}

export function dayKeyOf(epochMs: number): DayKey {
  return DateTime.fromMillis(epochMs, { zone: TIME_ZONE }).toISODate() ?? '';
}

/** The Seoul date a day picker's Date stands for (the picker works in Asia/Seoul). */
export function dayKeyOfDate(date: Date): DayKey {
  return DateTime.fromJSDate(date, { zone: TIME_ZONE }).toISODate() ?? '';
}

/** Free slot starts grouped by Seoul date, in time order. */
export function freeSlotsByDay(input: {
  times: AvailableTimes;
  occupied: readonly { start: string; end: string }[];
  durationMinutes: number | null;
  now: number;
}): Map<DayKey, SlotTime[]> {
  const starts = freeSlotStarts({
    ...hoursOf(input.times),
    occupied: input.occupied.map((busy) => ({
      start: Date.parse(busy.start),
      end: Date.parse(busy.end),
    })),
    durationMinutes: input.durationMinutes,
    now: input.now,
  });
  const days = new Map<DayKey, SlotTime[]>();
  for (const start of starts) {
    const time = DateTime.fromMillis(start, { zone: TIME_ZONE });
    const key = time.toISODate() ?? '';
    const slot: SlotTime = {
      start: time.toISO({ suppressMilliseconds: true }) ?? '',
      label: time.toFormat('HH:mm'),
      half: time.hour < 12 ? 'AM' : 'PM',
    };
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return days;
}

function hhmm(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The open hours of each Seoul date from today to the slot horizon (what a guest sees). */
export function openHoursByDay(times: AvailableTimes, now: number): Map<DayKey, OpenRange[]> {
  const { weekly, exceptions } = hoursOf(times);
  const first = DateTime.fromMillis(now, { zone: TIME_ZONE }).startOf('day');
  const days = new Map<DayKey, OpenRange[]>();
  for (let offset = 0; offset <= SLOT_HORIZON_DAYS; offset += 1) {
    const day = first.plus({ days: offset });
    const ranges = openMinutesOf(day, weekly, exceptions).map((open) => ({
      from: hhmm(open.start),
      to: hhmm(open.end),
    }));
    if (ranges.length > 0) days.set(day.toISODate() ?? '', ranges);
  }
  return days;
}

/** The Seoul months (year, month) a reservation window starting now can fall in. */
export function monthsInHorizon(now: number): { year: number; month: number }[] {
  const first = DateTime.fromMillis(now, { zone: TIME_ZONE });
  const last = first.plus({ days: SLOT_HORIZON_DAYS });
  const months = [{ year: first.year, month: first.month }];
  if (last.month !== first.month || last.year !== first.year) {
    months.push({ year: last.year, month: last.month });
  }
  return months;
}
