import { describe, expect, it } from 'vitest';
import { addTimePrice, isProductDuration, isProductPrice, settlementOf } from './money';

describe('settlementOf', () => {
  it('takes 20 % for the platform and withholds 3.3 % of the rest, rounded down', () => {
    expect(settlementOf(33_000)).toEqual({
      paid: 33_000,
      fee: 6_600,
      gross: 26_400,
      withholding: 871,
      net: 25_529,
    });
  });

  it('rounds the fee and the withholding down to the won', () => {
    expect(settlementOf(12_345)).toEqual({
      paid: 12_345,
      fee: 2_469,
      gross: 9_876,
      withholding: 325,
      net: 9_551,
    });
  });

  it('follows another fee rate without float error', () => {
    expect(settlementOf(10_000, 0.15)).toEqual({
      paid: 10_000,
      fee: 1_500,
      gross: 8_500,
      withholding: 280,
      net: 8_220,
    });
    expect(settlementOf(100, 0.07).fee).toBe(7);
  });

  it('settles nothing for nothing', () => {
    expect(settlementOf(0)).toEqual({ paid: 0, fee: 0, gross: 0, withholding: 0, net: 0 });
  });

  it('refuses fractions of a won, negative amounts and impossible rates', () => {
    expect(() => settlementOf(100.5)).toThrow(RangeError);
    expect(() => settlementOf(-1)).toThrow(RangeError);
    expect(() => settlementOf(1_000, 1.2)).toThrow(RangeError);
    expect(() => settlementOf(1_000, Number.NaN)).toThrow(RangeError);
  });
});

describe('addTimePrice', () => {
  it('prices ten more minutes at the per-minute price, rounded up to 100 won', () => {
    expect(addTimePrice({ price: 30_000, durationMinutes: 30 })).toBe(10_000);
    expect(addTimePrice({ price: 25_000, durationMinutes: 45 })).toBe(5_600);
    expect(addTimePrice({ price: 1_000, durationMinutes: 180 })).toBe(100);
  });

  it('has no added time for a 무제한 product', () => {
    expect(addTimePrice({ price: 50_000, durationMinutes: null })).toBeNull();
  });
});

describe('product rules', () => {
  it('allows 10–180 minutes in steps of 5, or 무제한', () => {
    expect(isProductDuration(10)).toBe(true);
    expect(isProductDuration(180)).toBe(true);
    expect(isProductDuration(null)).toBe(true);
    expect(isProductDuration(5)).toBe(false);
    expect(isProductDuration(185)).toBe(false);
    expect(isProductDuration(42)).toBe(false);
  });

  it('allows 1,000–1,000,000 won in steps of 100', () => {
    expect(isProductPrice(1_000)).toBe(true);
    expect(isProductPrice(1_000_000)).toBe(true);
    expect(isProductPrice(33_000)).toBe(true);
    expect(isProductPrice(900)).toBe(false);
    expect(isProductPrice(1_000_100)).toBe(false);
    expect(isProductPrice(33_050)).toBe(false);
  });
});
