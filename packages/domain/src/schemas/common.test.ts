import { expect, it } from 'vitest';
import { isIsoDateTime } from './common';

it('accepts ISO-8601 date-times with and without an offset', () => {
  expect(isIsoDateTime('2026-11-22T15:04:05.123Z')).toBe(true);
  expect(isIsoDateTime('2026-11-22T15:04:05+09:00')).toBe(true);
  expect(isIsoDateTime('2026-11-22T15:04:05+0900')).toBe(true);
  expect(isIsoDateTime('2026-11-22T15:04')).toBe(true);
  expect(isIsoDateTime('2026-11-22')).toBe(true);
  expect(isIsoDateTime('2024-02-29T00:00:00Z')).toBe(true);
});

it('refuses impossible dates and times and other formats', () => {
  expect(isIsoDateTime('2025-02-29T00:00:00Z')).toBe(false);
  expect(isIsoDateTime('2026-13-01T00:00:00Z')).toBe(false);
  expect(isIsoDateTime('2026-11-31')).toBe(false);
  expect(isIsoDateTime('2026-11-22T24:00:00Z')).toBe(false);
  expect(isIsoDateTime('2026-11-22T15:60:00Z')).toBe(false);
  expect(isIsoDateTime('22/11/2026')).toBe(false);
  expect(isIsoDateTime('')).toBe(false);
  expect(isIsoDateTime('not a date')).toBe(false);
});
