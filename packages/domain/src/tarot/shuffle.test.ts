import { describe, expect, it } from 'vitest';
import {
  cryptoRandom,
  drawnOrder,
  PickPositionsError,
  pickPositions,
  type RandomSource,
  rejectionSampler,
  shuffleDeck,
} from './shuffle';

const FULL_DECK = Array.from({ length: 78 }, (_, index) => index);

/** Answers the scripted values in turn and records the bounds it was asked for. */
function scripted(values: number[]): { random: RandomSource; bounds: number[] } {
  const bounds: number[] = [];
  let next = 0;
  const random: RandomSource = (bound) => {
    bounds.push(bound);
    const value = values[next];
    next += 1;
    if (value === undefined) throw new Error('script exhausted');
    return value;
  };
  return { random, bounds };
}

/** Raw 32-bit values in turn, counting how many were read. */
function scriptedUint32(values: number[]): { next: () => number; read: () => number } {
  let index = 0;
  return {
    next: () => {
      const value = values[index];
      index += 1;
      if (value === undefined) throw new Error('script exhausted');
      return value;
    },
    read: () => index,
  };
}

// mulberry32: a tiny seeded PRNG of 32-bit values, so the statistics below are reproducible.
function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function chiSquare(observed: number[], expectedEach: number): number {
  return observed.reduce((sum, count) => sum + (count - expectedEach) ** 2 / expectedEach, 0);
}

describe('shuffleDeck', () => {
  it('is a permutation: every card exactly once', () => {
    for (let round = 0; round < 200; round += 1) {
      const order = shuffleDeck(78);
      expect(order).toHaveLength(78);
      expect(new Set(order).size).toBe(78);
      expect([...order].sort((a, b) => a - b)).toEqual(FULL_DECK);
    }
  });

  it('follows Fisher–Yates from the last position down with a scripted source', () => {
    // [0 1 2 3 4] → i=4 j=0 → [4 1 2 3 0] → i=3 j=3 → same → i=2 j=1 → [4 2 1 3 0] → i=1 j=1 → same
    const { random, bounds } = scripted([0, 3, 1, 1]);
    expect(shuffleDeck(5, random)).toEqual([4, 2, 1, 3, 0]);
    expect(bounds).toEqual([5, 4, 3, 2]);
  });

  it('handles the trivial decks without asking for randomness', () => {
    const { random, bounds } = scripted([]);
    expect(shuffleDeck(0, random)).toEqual([]);
    expect(shuffleDeck(1, random)).toEqual([0]);
    expect(bounds).toEqual([]);
  });

  it('refuses a bad size and a source answering out of range', () => {
    expect(() => shuffleDeck(-1)).toThrow(RangeError);
    expect(() => shuffleDeck(2.5)).toThrow(RangeError);
    expect(() => shuffleDeck(3, scripted([3, 0]).random)).toThrow(RangeError);
    expect(() => shuffleDeck(3, scripted([0.5, 0]).random)).toThrow(RangeError);
  });
});

describe('drawnOrder', () => {
  it('shuffles first, then flips one coin per position', () => {
    // [0 1 2] → i=2 j=2 → same → i=1 j=0 → [1 0 2]; coins 1, 0, 1
    const { random, bounds } = scripted([2, 0, 1, 0, 1]);
    expect(drawnOrder(3, random)).toEqual({ order: [1, 0, 2], reversed: [true, false, true] });
    expect(bounds).toEqual([3, 2, 2, 2, 2]);
  });

  it('draws a full deck with the crypto source', () => {
    const { order, reversed } = drawnOrder(78);
    expect([...order].sort((a, b) => a - b)).toEqual(FULL_DECK);
    expect(reversed).toHaveLength(78);
  });
});

describe('rejectionSampler', () => {
  it('rejects the incomplete last run of 2^32 values for bound 78 and reads the next value', () => {
    // 2^32 = 78 × 55063683 + 22, so 4294967274 … 4294967295 would favour 0 … 21.
    const first = scriptedUint32([4294967274, 4294967273]);
    expect(rejectionSampler(first.next)(78)).toBe(77);
    expect(first.read()).toBe(2);

    const last = scriptedUint32([4294967295, 100]);
    expect(rejectionSampler(last.next)(78)).toBe(22);
    expect(last.read()).toBe(2);
  });

  it('keeps the largest value that still completes a run', () => {
    const source = scriptedUint32([4294967273]);
    expect(rejectionSampler(source.next)(78)).toBe(77);
    expect(source.read()).toBe(1);
  });

  it('rejects only 0xFFFFFFFF for bound 3 and nothing for a power of two', () => {
    // 2^32 = 3 × 1431655765 + 1
    const three = scriptedUint32([4294967295, 4294967295, 7]);
    expect(rejectionSampler(three.next)(3)).toBe(1);
    expect(three.read()).toBe(3);

    const four = scriptedUint32([4294967295]);
    expect(rejectionSampler(four.next)(4)).toBe(3);
    expect(four.read()).toBe(1);
  });

  it('refuses bounds it cannot serve uniformly', () => {
    const random = rejectionSampler(() => 0);
    expect(() => random(0)).toThrow(RangeError);
    expect(() => random(1.5)).toThrow(RangeError);
    expect(() => random(2 ** 32 + 1)).toThrow(RangeError);
    expect(random(1)).toBe(0);
    expect(random(2 ** 32)).toBe(0);
  });

  it('gives the crypto source results inside the bound', () => {
    for (let round = 0; round < 1000; round += 1) {
      const value = cryptoRandom(78);
      expect(Number.isInteger(value) && value >= 0 && value < 78).toBe(true);
    }
  });
});

// Uniformity: 78,000 seeded draws put 1,000 expected in each of 78 buckets for the card at
// position 0. Chi-square with df 77 has its 0.999 quantile at 121.10 (significance 0.001);
// the reversal count over all 6,084,000 cards has df 1 and critical value 10.83.
const DRAWS = 78_000;
const CRITICAL_DF77 = 121.1;
const CRITICAL_DF1 = 10.83;
const SEED = 20261124;

describe('uniformity (chi-square, significance 0.001)', () => {
  it('passes for the first card and for reversals', () => {
    const random = rejectionSampler(mulberry32(SEED));
    const firstCard = new Array<number>(78).fill(0);
    let reversedCount = 0;
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const { order, reversed } = drawnOrder(78, random);
      firstCard[order[0] as number] = (firstCard[order[0] as number] ?? 0) + 1;
      for (let position = 0; position < 78; position += 1)
        if (reversed[position]) reversedCount += 1;
    }
    const cards = DRAWS * 78;
    expect(chiSquare(firstCard, DRAWS / 78)).toBeLessThan(CRITICAL_DF77);
    expect(chiSquare([reversedCount, cards - reversedCount], cards / 2)).toBeLessThan(CRITICAL_DF1);
  });

  // The same test must catch the classic mistakes, or passing it proves nothing.
  it('fails for Fisher–Yates fed by a byte taken modulo the bound', () => {
    const next = mulberry32(SEED);
    const moduloBiased: RandomSource = (bound) => (next() & 0xff) % bound;
    const firstCard = new Array<number>(78).fill(0);
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const card = shuffleDeck(78, moduloBiased)[0] as number;
      firstCard[card] = (firstCard[card] ?? 0) + 1;
    }
    expect(chiSquare(firstCard, DRAWS / 78)).toBeGreaterThan(CRITICAL_DF77);
  });

  it('fails for the naive shuffle that swaps each position with any index', () => {
    const random = rejectionSampler(mulberry32(SEED));
    const firstCard = new Array<number>(78).fill(0);
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const order = Array.from({ length: 78 }, (_, index) => index);
      for (let i = 0; i < 78; i += 1) {
        const j = random(78);
        const card = order[i] as number;
        order[i] = order[j] as number;
        order[j] = card;
      }
      firstCard[order[0] as number] = (firstCard[order[0] as number] ?? 0) + 1;
    }
    expect(chiSquare(firstCard, DRAWS / 78)).toBeGreaterThan(CRITICAL_DF77);
  });

  it('fails for a coin that lands reversed 51% of the time', () => {
    const random = rejectionSampler(mulberry32(SEED));
    const cards = DRAWS * 10;
    let reversedCount = 0;
    for (let card = 0; card < cards; card += 1) if (random(100) < 51) reversedCount += 1;
    expect(chiSquare([reversedCount, cards - reversedCount], cards / 2)).toBeGreaterThan(
      CRITICAL_DF1,
    );
  });
});

describe('pickPositions', () => {
  const order = [5, 3, 9, 1];

  it('returns the cards at the picked positions, in the order picked', () => {
    expect(pickPositions(order, [2, 0])).toEqual([9, 5]);
    expect(pickPositions(order, [3])).toEqual([1]);
    expect(pickPositions(order, [])).toEqual([]);
  });

  it.each([
    [[1, 1], 'DUPLICATE_POSITION', 1],
    [[0, 2, 0], 'DUPLICATE_POSITION', 0],
    [[4], 'POSITION_OUT_OF_RANGE', 4],
    [[-1], 'POSITION_OUT_OF_RANGE', -1],
    [[1.5], 'POSITION_OUT_OF_RANGE', 1.5],
    [[0, Number.NaN], 'POSITION_OUT_OF_RANGE', Number.NaN],
  ])('refuses %j with %s', (positions, code, position) => {
    let caught: unknown;
    try {
      pickPositions(order, positions);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PickPositionsError);
    expect((caught as PickPositionsError).code).toBe(code);
    expect((caught as PickPositionsError).position).toBe(position);
  });
});
