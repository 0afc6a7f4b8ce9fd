import { minutesOfDay, SLOT_GRID_MINUTES } from '@arcana/domain';

export type Range = { start: string; end: string };
/** The editor's state: ranges per ISO weekday (1 = 월 … 7 = 일). */
export type WeekHours = Record<number, Range[]>;

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Every 30-minute mark of a day: 00:00 … 24:00 (24:00 only ends a range). */
export const GRID_TIMES: string[] = Array.from(
  { length: (24 * 60) / SLOT_GRID_MINUTES + 1 },
  (_, index) => {
    const minutes = index * SLOT_GRID_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

export function weekOf(hours: readonly ({ weekday: number } & Range)[]): WeekHours {
  const week: WeekHours = {};
  for (const day of WEEKDAYS) week[day] = [];
  for (const { weekday, start, end } of hours) week[weekday]?.push({ start, end });
  for (const day of WEEKDAYS) week[day]?.sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

export function hoursOf(week: WeekHours): { weekday: number; start: string; end: string }[] {
  return WEEKDAYS.flatMap((weekday) =>
    (week[weekday] ?? []).map((range) => ({ weekday, ...range })),
  );
}

/** A new range for a day: after its last one (an hour long), or 10:00–18:00 on an empty day. */
export function nextRange(ranges: readonly Range[]): Range | null {
  const last = ranges.reduce((latest, range) => Math.max(latest, minutesOfDay(range.end) ?? 0), 0);
  if (ranges.length === 0) return { start: '10:00', end: '18:00' };
  if (last + 60 > 24 * 60) return null;
  const at = (minutes: number) => GRID_TIMES[minutes / SLOT_GRID_MINUTES] ?? '24:00';
  return { start: at(last), end: at(last + 60) };
}

export type DayProblem = 'END_NOT_AFTER_START' | 'OVERLAP';

/**
 * What is wrong with one day's ranges, or null: an end not after its start, or two ranges
 * overlapping (touching ends are fine: 10:00–12:00 and 12:00–14:00).
 */
export function dayError(ranges: readonly Range[]): DayProblem | null {
  const spans = ranges.map((range) => ({
    start: minutesOfDay(range.start) ?? 0,
    end: minutesOfDay(range.end) ?? 0,
  }));
  if (spans.some((span) => span.end <= span.start)) {
    return 'END_NOT_AFTER_START';
  }
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    if ((sorted[index]?.start ?? 0) < (sorted[index - 1]?.end ?? 0)) {
      return 'OVERLAP';
    }
  }
  return null;
}

/** Every day's error; empty when the week can be saved. */
export function weekErrors(week: WeekHours): Record<number, DayProblem> {
  const errors: Record<number, DayProblem> = {};
  for (const day of WEEKDAYS) {
    const error = dayError(week[day] ?? []);
    if (error) errors[day] = error;
  }
  return errors;
}
