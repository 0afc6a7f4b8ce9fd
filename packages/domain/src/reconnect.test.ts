import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect';

describe('reconnectDelayMs', () => {
  it.each([
    [0, 1000, 2000],
    [1, 2000, 3000],
    [2, 4000, 5000],
    [3, 8000, 9000],
    [4, 16000, 17000],
    [5, 30000, 30000],
  ])('retry %i: %i ms with no jitter, %i ms with full jitter', (retry, low, high) => {
    expect(reconnectDelayMs(retry, () => 0)).toBe(low);
    expect(reconnectDelayMs(retry, () => 1)).toBe(high);
  });

  it('adds proportional jitter', () => {
    expect(reconnectDelayMs(2, () => 0.25)).toBe(4250);
  });

  it('caps at 30 s however many retries', () => {
    expect(reconnectDelayMs(14, () => 0.5)).toBe(30000);
    expect(reconnectDelayMs(100, () => 0)).toBe(30000);
  });

  it('treats a negative retry count as the first retry', () => {
    expect(reconnectDelayMs(-3, () => 0)).toBe(1000);
  });

  it('keeps a misbehaving random source within 0..1 s of jitter', () => {
    expect(reconnectDelayMs(0, () => 7)).toBe(2000);
    expect(reconnectDelayMs(0, () => -1)).toBe(1000);
  });

  it('uses Math.random by default and stays within bounds', () => {
    const delay = reconnectDelayMs(1);
    expect(delay).toBeGreaterThanOrEqual(2000);
    expect(delay).toBeLessThanOrEqual(3000);
  });
});
