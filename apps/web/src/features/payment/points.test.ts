import { describe, expect, it } from 'vitest';
import { clampPoints, parsePointsInput, usablePoints } from './points';

describe('clampPoints', () => {
  it.each([
    [3000, { price: 33000, balance: 5000 }, 3000],
    [9000, { price: 33000, balance: 5000 }, 5000],
    [50000, { price: 33000, balance: 80000 }, 33000],
    [-10, { price: 33000, balance: 5000 }, 0],
    [Number.NaN, { price: 33000, balance: 5000 }, 0],
    [1234.9, { price: 33000, balance: 5000 }, 1234],
  ])('%s with %o → %s', (wanted, limits, expected) => {
    expect(clampPoints(wanted, limits)).toBe(expected);
  });
});

describe('usablePoints', () => {
  it('is the smaller of the price and the balance', () => {
    expect(usablePoints({ price: 33000, balance: 5000 })).toBe(5000);
    expect(usablePoints({ price: 10000, balance: 50000 })).toBe(10000);
    expect(usablePoints({ price: 10000, balance: 0 })).toBe(0);
  });
});

describe('parsePointsInput', () => {
  it.each([
    ['3,000', 3000],
    ['３０００', 3000],
    ['', 0],
    ['abc', 0],
    ['1 500P', 1500],
  ])('%s → %s', (raw, expected) => {
    expect(parsePointsInput(raw)).toBe(expected);
  });
});
