import { describe, expect, it } from 'vitest';
import { countdownClock, liveRequests, secondsLeft, shareLeft, takeNewIds } from './countdown';

const at = Date.parse('2026-11-24T01:00:00.000Z');

describe('request countdown', () => {
  it('counts whole seconds to respondBy, floored, never below 0', () => {
    expect(secondsLeft('2026-11-24T01:02:00.000Z', at)).toBe(120);
    expect(secondsLeft('2026-11-24T01:02:00.000Z', at + 500)).toBe(119);
    expect(secondsLeft('2026-11-24T01:02:00.000Z', at + 119_999)).toBe(0);
    expect(secondsLeft('2026-11-24T01:02:00.000Z', at + 200_000)).toBe(0);
    expect(secondsLeft(null, at)).toBe(0);
    expect(secondsLeft('not a date', at)).toBe(0);
  });

  it('draws m:ss', () => {
    expect(countdownClock(120)).toBe('2:00');
    expect(countdownClock(119)).toBe('1:59');
    expect(countdownClock(65)).toBe('1:05');
    expect(countdownClock(5)).toBe('0:05');
    expect(countdownClock(0)).toBe('0:00');
    expect(countdownClock(-3)).toBe('0:00');
  });

  it('gives the share of the 2 minutes left', () => {
    expect(shareLeft(120)).toBe(1);
    expect(shareLeft(60)).toBe(0.5);
    expect(shareLeft(0)).toBe(0);
    expect(shareLeft(500)).toBe(1);
  });

  it('drops the requests whose 2 minutes are over', () => {
    const requests = [
      { id: 1, respondBy: '2026-11-24T01:00:30.000Z' },
      { id: 2, respondBy: '2026-11-24T01:01:30.000Z' },
    ];
    expect(liveRequests(requests, at).map((each) => each.id)).toEqual([1, 2]);
    expect(liveRequests(requests, at + 30_000).map((each) => each.id)).toEqual([2]);
    expect(liveRequests(requests, at + 90_000)).toEqual([]);
  });

  it('rings once per request id', () => {
    const seen = new Set<number>();
    expect(takeNewIds(seen, [4, 5])).toEqual([4, 5]);
    expect(takeNewIds(seen, [4, 5])).toEqual([]);
    expect(takeNewIds(seen, [5, 6])).toEqual([6]);
  });
});
