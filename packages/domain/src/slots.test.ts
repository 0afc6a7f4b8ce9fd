import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  freeSlotStarts,
  minutesOfDay,
  occupiedCells,
  openMinutesOf,
  type WeeklyHours,
} from './slots';

const at = (local: string) => DateTime.fromISO(local, { zone: 'Asia/Seoul' }).toMillis();
const seoul = (epochMs: number) =>
  DateTime.fromMillis(epochMs, { zone: 'Asia/Seoul' }).toFormat("yyyy-MM-dd'T'HH:mm");

// Tuesday 2026-11-24, 10:10 in Seoul.
const NOW = at('2026-11-24T10:10');
const WEEKLY: WeeklyHours[] = [
  { weekday: 2, start: '10:00', end: '13:00' },
  { weekday: 3, start: '19:00', end: '21:00' },
];

describe('freeSlotStarts', () => {
  it('offers grid starts that fit the hours, from an hour after now to 30 days ahead', () => {
    const starts = freeSlotStarts({
      weekly: WEEKLY,
      exceptions: [],
      occupied: [],
      durationMinutes: 50,
      now: NOW,
    }).map(seoul);
    expect(starts.slice(0, 6)).toEqual([
      '2026-11-24T11:30',
      '2026-11-24T12:00',
      '2026-11-25T19:00',
      '2026-11-25T19:30',
      '2026-11-25T20:00',
      '2026-12-01T10:00',
    ]);
    // Today 2, four more Tuesdays of 5, five Wednesdays of 3; 12-24 10:10 is the horizon.
    expect(starts).toHaveLength(37);
    expect(starts.at(-1)).toBe('2026-12-23T20:00');
  });

  it('closes a date and opens extra hours on another; 무제한 takes an hour', () => {
    const starts = freeSlotStarts({
      weekly: WEEKLY,
      exceptions: [
        { date: '2026-11-25', kind: 'CLOSED' },
        { date: '2026-11-26', kind: 'EXTRA', start: '14:00', end: '15:00' },
      ],
      occupied: [],
      durationMinutes: null,
      now: NOW,
    }).map(seoul);
    expect(starts.filter((start) => start.startsWith('2026-11-25'))).toEqual([]);
    expect(starts.filter((start) => start.startsWith('2026-11-26'))).toEqual(['2026-11-26T14:00']);
  });

  it('leaves out every start whose stretch overlaps an occupied one', () => {
    const starts = freeSlotStarts({
      weekly: WEEKLY,
      exceptions: [],
      occupied: [{ start: at('2026-11-25T19:00'), end: at('2026-11-25T19:50') }],
      durationMinutes: 50,
      now: NOW,
    }).map(seoul);
    expect(starts.filter((start) => start.startsWith('2026-11-25'))).toEqual(['2026-11-25T20:00']);
  });
});

describe('occupiedCells', () => {
  it('counts the 30-minute cells a reservation takes (무제한: 60 minutes)', () => {
    const start = at('2026-11-25T19:00');
    expect(occupiedCells(start, 50).map(seoul)).toEqual(['2026-11-25T19:00', '2026-11-25T19:30']);
    expect(occupiedCells(start, 30).map(seoul)).toEqual(['2026-11-25T19:00']);
    expect(occupiedCells(start, null)).toHaveLength(2);
    expect(occupiedCells(start, 180)).toHaveLength(6);
  });

  it('refuses a start off the grid', () => {
    expect(() => occupiedCells(at('2026-11-25T19:10'), 30)).toThrow(RangeError);
  });
});

describe('openMinutesOf and minutesOfDay', () => {
  it('merges overlapping hours of one date', () => {
    const tuesday = DateTime.fromISO('2026-11-24', { zone: 'Asia/Seoul' });
    expect(
      openMinutesOf(
        tuesday,
        [
          { weekday: 2, start: '10:00', end: '12:00' },
          { weekday: 2, start: '11:30', end: '13:00' },
          { weekday: 2, start: '18:00', end: '24:00' },
        ],
        [],
      ),
    ).toEqual([
      { start: 600, end: 780 },
      { start: 1080, end: 1440 },
    ]);
  });

  it('reads HH:mm and refuses anything else', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(minutesOfDay('24:30')).toBeNull();
    expect(minutesOfDay('9:30')).toBeNull();
  });
});
