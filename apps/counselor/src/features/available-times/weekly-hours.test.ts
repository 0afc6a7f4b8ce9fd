import { describe, expect, it } from 'vitest';
import { dayError, GRID_TIMES, hoursOf, nextRange, weekErrors, weekOf } from './weekly-hours';

describe('weekly hours', () => {
  it('has the 30-minute grid from 00:00 to 24:00', () => {
    expect(GRID_TIMES.length).toBe(49);
    expect(GRID_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(GRID_TIMES.at(-1)).toBe('24:00');
  });

  it('refuses an end not after its start and overlapping ranges; touching is fine', () => {
    expect(
      dayError([
        { start: '10:00', end: '12:00' },
        { start: '12:00', end: '14:00' },
      ]),
    ).toBeNull();
    expect(dayError([{ start: '12:00', end: '12:00' }])).toBe('END_NOT_AFTER_START');
    expect(
      dayError([
        { start: '10:00', end: '13:00' },
        { start: '12:30', end: '14:00' },
      ]),
    ).toBe('OVERLAP');
    expect(
      weekErrors({ 1: [{ start: '09:00', end: '08:00' }], 3: [{ start: '10:00', end: '11:00' }] }),
    ).toEqual({ 1: 'END_NOT_AFTER_START' });
  });

  it('groups the api list by weekday in time order and back', () => {
    const hours = [
      { weekday: 3, start: '19:00', end: '22:00' },
      { weekday: 3, start: '10:00', end: '12:00' },
      { weekday: 6, start: '13:00', end: '17:00' },
    ];
    const week = weekOf(hours);
    expect(week[3]).toEqual([
      { start: '10:00', end: '12:00' },
      { start: '19:00', end: '22:00' },
    ]);
    expect(week[1]).toEqual([]);
    expect(hoursOf(week)).toEqual([
      { weekday: 3, start: '10:00', end: '12:00' },
      { weekday: 3, start: '19:00', end: '22:00' },
      { weekday: 6, start: '13:00', end: '17:00' },
    ]);
  });

  it('adds 10:00–18:00 to an empty day, then an hour after the last range, never past 24:00', () => {
    expect(nextRange([])).toEqual({ start: '10:00', end: '18:00' });
    expect(nextRange([{ start: '10:00', end: '18:00' }])).toEqual({ start: '18:00', end: '19:00' });
    expect(nextRange([{ start: '20:00', end: '23:30' }])).toBeNull();
  });
});
