import { describe, expect, it } from 'vitest';
import { freeSlotsByDay, monthsInHorizon, openHoursByDay } from './slot-days';

// 2026-11-24 (Tue) 09:10 in Seoul.
const NOW = Date.parse('2026-11-24T09:10:00+09:00');
const times = {
  weekly: [{ weekday: 2, start: '10:00', end: '13:00' }],
  exceptions: [{ date: '2026-12-01', kind: 'CLOSED' as const }],
};

describe('freeSlotsByDay', () => {
  it('groups the free 30-minute starts of a day, minus the occupied hour, from 1 hour ahead', () => {
    const days = freeSlotsByDay({
      times,
      occupied: [{ start: '2026-11-24T11:00:00+09:00', end: '2026-11-24T12:00:00+09:00' }],
      durationMinutes: 30,
      now: NOW,
    });
    expect(days.get('2026-11-24')?.map((slot) => slot.label)).toEqual(['10:30', '12:00', '12:30']);
    expect(days.get('2026-11-24')?.[0]).toEqual({
      start: '2026-11-24T10:30:00+09:00',
      label: '10:30',
      half: 'AM',
    });
    expect(days.get('2026-11-24')?.[1]?.half).toBe('PM');
    // The next Tuesday is closed; the one after is open again.
    expect(days.has('2026-12-01')).toBe(false);
    expect(days.get('2026-12-08')?.length).toBe(6);
  });

  it('fits a 무제한 product (60 minutes) only where a whole hour is free', () => {
    const days = freeSlotsByDay({ times, occupied: [], durationMinutes: null, now: NOW });
    expect(days.get('2026-11-24')?.map((slot) => slot.label)).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
  });
});

it('openHoursByDay lists each open date with its hours, closed dates left out', () => {
  const days = openHoursByDay(times, NOW);
  expect(days.get('2026-11-24')).toEqual([{ from: '10:00', to: '13:00' }]);
  expect(days.has('2026-11-25')).toBe(false);
  expect(days.has('2026-12-01')).toBe(false);
});

it('monthsInHorizon names this month and the next when 30 days cross it', () => {
  expect(monthsInHorizon(NOW)).toEqual([
    { year: 2026, month: 11 },
    { year: 2026, month: 12 },
  ]);
  expect(monthsInHorizon(Date.parse('2026-01-01T10:00:00+09:00'))).toEqual([
    { year: 2026, month: 1 },
  ]);
});
