import { describe, expect, it } from 'vitest';
import { minutesLeft, monthRange } from './time-left';

describe('minutesLeft', () => {
  const now = Date.parse('2026-11-24T01:00:00.000Z');
  it('counts whole minutes to the deadline and stops at zero', () => {
    expect(minutesLeft('2026-11-24T03:30:59.000Z', now)).toBe(150);
    expect(minutesLeft('2026-11-24T01:00:30.000Z', now)).toBe(0);
    expect(minutesLeft('2026-11-24T00:00:00.000Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
  });
});

describe('monthRange', () => {
  it('gives the first and last day of the month, leap years included', () => {
    expect(monthRange(2026, 11)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange(2028, 2)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
