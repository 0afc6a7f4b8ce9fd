import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstMonthOf,
  groupByMonth,
  monthWindow,
  nextCursorAfter,
  seoulMonthOf,
} from './month-groups';

function session(id: number, startTime: string | null, createdAt = '2026-01-01T00:00:00+09:00') {
  return { id, startTime, createdAt };
}

describe('seoulMonthOf', () => {
  it.each([
    // 2026-11-30 23:59 in Seoul is still November, though UTC says 14:59 on the 30th.
    ['2026-11-30T14:59:59Z', '2026-11'],
    // One second later it is 2026-12-01 00:00 in Seoul while UTC is still on 30 November.
    ['2026-11-30T15:00:00Z', '2026-12'],
    ['2026-12-31T15:00:00Z', '2027-01'],
    ['2026-12-01T00:00:00+09:00', '2026-12'],
  ])('%s → %s', (instant, month) => {
    expect(seoulMonthOf(instant)).toBe(month);
  });
});

describe('groupByMonth', () => {
  it('puts sessions under their Seoul month, newest month and newest session first', () => {
    const groups = groupByMonth([
      session(1, '2026-10-31T15:30:00Z'), // 11월 1일 00:30 in Seoul
      session(2, '2026-10-31T14:30:00Z'), // 10월 31일 23:30 in Seoul
      session(3, '2026-11-22T06:05:00Z'),
      session(4, null, '2026-12-01T00:10:00+09:00'), // no start yet: when it was booked
      session(5, '2026-09-30T15:00:00Z'), // 10월 1일 00:00 in Seoul
    ]);

    expect(groups.map((group) => [group.month, group.items.map((item) => item.id)])).toEqual([
      ['2026-12', [4]],
      ['2026-11', [3, 1]],
      ['2026-10', [2, 5]],
    ]);
    expect(groups[0]).toMatchObject({ year: 2026, monthNumber: 12 });
  });

  it('crosses the year with the Seoul calendar', () => {
    const groups = groupByMonth([
      session(1, '2026-12-31T15:00:00Z'),
      session(2, '2026-12-31T14:59:00Z'),
    ]);
    expect(groups.map((group) => [group.year, group.monthNumber])).toEqual([
      [2027, 1],
      [2026, 12],
    ]);
  });

  it('gives nothing for no sessions', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});

describe('the walk backwards', () => {
  it('starts with the month after this Seoul month (reservations run 30 days ahead)', () => {
    // 2026-11-30 15:30 UTC is 2026-12-01 00:30 in Seoul.
    expect(firstMonthOf(Date.UTC(2026, 10, 30, 15, 30))).toBe('2027-01');
    expect(firstMonthOf(Date.UTC(2026, 10, 24, 3, 0))).toBe('2026-12');
  });

  it('asks for whole Seoul months, end day included', () => {
    expect(monthWindow('2026-12', 3)).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
      oldestMonth: '2026-10',
    });
    expect(monthWindow('2026-03', 3)).toEqual({
      start: '2026-01-01',
      end: '2026-03-31',
      oldestMonth: '2026-01',
    });
    expect(monthWindow('2028-02', 1).end).toBe('2028-02-29');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('goes on before the window, resetting the empty run when something turned up', () => {
    const window = monthWindow('2026-12', 3);
    expect(nextCursorAfter({ month: '2026-12', emptyMonths: 6 }, window, 2, 12)).toEqual({
      month: '2026-09',
      emptyMonths: 0,
    });
    expect(nextCursorAfter({ month: '2026-12', emptyMonths: 6 }, window, 0, 12)).toEqual({
      month: '2026-09',
      emptyMonths: 9,
    });
  });

  it('stops after twelve months in a row without a session', () => {
    const window = monthWindow('2026-12', 3);
    expect(nextCursorAfter({ month: '2026-12', emptyMonths: 9 }, window, 0, 12)).toBeNull();
  });
});
