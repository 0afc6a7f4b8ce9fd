import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeLong,
  formatDuration,
  formatKRW,
  formatNumber,
  formatTime,
  seoulDateKey,
  toEpochMs,
} from './format';

// The formatters must show Seoul time whatever the machine's zone: run them in New York.
process.env.TZ = 'America/New_York';

beforeAll(() => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  // 2026-11-21T16:30Z is 11:30 on the 21st in New York, but 01:30 on the 22nd in Seoul.
  expect(new Date('2026-11-21T16:30:00Z').getDate()).toBe(21);
});

describe('time zone proof', () => {
  it('formats 2026-11-21T16:30:00Z as the next Seoul day', () => {
    expect(formatDate('2026-11-21T16:30:00Z')).toBe('2026-11-22');
    expect(formatTime('2026-11-21T16:30:00Z')).toBe('01:30');
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026-11-22 01:30');
  });

  it('accepts a Date, epoch milliseconds and an ISO string alike', () => {
    const ms = Date.UTC(2026, 10, 21, 16, 30);
    expect(formatDate(new Date(ms))).toBe('2026-11-22');
    expect(formatDate(ms)).toBe('2026-11-22');
    expect(formatTime(new Date(ms))).toBe('01:30');
    expect(formatTime(ms)).toBe('01:30');
  });

  it('reads an ISO string without offset as Seoul local time', () => {
    expect(formatTime('2026-11-22T09:15:00')).toBe('09:15');
    expect(toEpochMs('2026-11-22T09:15:00')).toBe(Date.UTC(2026, 10, 22, 0, 15));
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-01-01T00:00:00+09:00', '2026-01-01'],
    ['2025-12-31T15:00:00Z', '2026-01-01'],
    ['2025-12-31T14:59:59Z', '2025-12-31'],
    ['2026-03-05', '2026-03-05'],
    ['', ''],
    ['   ', ''],
    ['not a date', ''],
    ['2026-13-40', ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [new Date('invalid'), ''],
  ])('%j → %j', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-11-22T00:05:00+09:00', '00:05'],
    ['2026-11-22T12:00:00+09:00', '12:00'],
    ['2026-11-22T14:59:00Z', '23:59'],
    ['', '--:--'],
    ['nope', '--:--'],
    [null, '--:--'],
    [undefined, '--:--'],
    [Number.POSITIVE_INFINITY, '--:--'],
    [new Date(Number.NaN), '--:--'],
  ])('%j → %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});

describe('formatDateTimeLong', () => {
  it.each([
    ['2025-11-22T15:05:00+09:00', '11월 22일 (토) 오후 3:05'],
    ['2025-11-22T06:05:00Z', '11월 22일 (토) 오후 3:05'],
    ['2026-11-21T16:30:00Z', '11월 22일 (일) 오전 1:30'],
    ['2026-03-05T09:07:00+09:00', '3월 5일 (목) 오전 9:07'],
    ['2026-01-01T00:00:00+09:00', '1월 1일 (목) 오전 12:00'],
    ['2025-12-31T12:30:00+09:00', '12월 31일 (수) 오후 12:30'],
    ['2025-12-31T23:59:00+09:00', '12월 31일 (수) 오후 11:59'],
    ['', ''],
    ['garbage', ''],
    [null, ''],
  ])('%j → %s', (input, expected) => {
    expect(formatDateTimeLong(input)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [3723, '1시간 2분 3초'],
    [123, '2분 3초'],
    [3, '3초'],
    [3600, '1시간 0분 0초'],
    [3601, '1시간 0분 1초'],
    [3660, '1시간 1분 0초'],
    [60, '1분 0초'],
    [0, '0초'],
    [59.9, '59초'],
    [90000, '25시간 0분 0초'],
    [-1, ''],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatKRW and formatNumber', () => {
  it.each([
    [33000, '33,000원'],
    [0, '0원'],
    [1234567, '1,234,567원'],
    [999, '999원'],
    [1500.6, '1,501원'],
    [Number.NaN, ''],
    [null, ''],
  ])('formatKRW(%s) → %j', (value, expected) => {
    expect(formatKRW(value)).toBe(expected);
  });

  it.each([
    [1234567, '1,234,567'],
    [1000, '1,000'],
    [12.5, '12.5'],
    [-4200, '-4,200'],
    [0, '0'],
    [Number.POSITIVE_INFINITY, ''],
    [undefined, ''],
  ])('formatNumber(%s) → %j', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('seoulDateKey', () => {
  it.each([
    [Date.UTC(2026, 10, 21, 14, 59, 59), '2026-11-21'],
    [Date.UTC(2026, 10, 21, 15, 0, 0), '2026-11-22'],
    [Date.UTC(2026, 10, 21, 16, 30, 0), '2026-11-22'],
  ])('%i → %s', (nowMs, expected) => {
    expect(seoulDateKey(nowMs)).toBe(expected);
  });
});
