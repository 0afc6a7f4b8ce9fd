import { expect, it } from 'vitest';
import { dayLabel } from './day-label';

it('says a Seoul day in Korean with its weekday', () => {
  expect(dayLabel('2026-11-25')).toBe('2026년 11월 25일 (수)');
  expect(dayLabel('2026-03-01')).toBe('2026년 3월 1일 (일)');
});
