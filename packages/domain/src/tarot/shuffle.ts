// The deck is shuffled on the server (DESIGN "Readings are drawn on the server"): the order
// stays there, and a client that "picks" cards only names positions in that hidden order.

/** A uniform integer in [0, bound). Injected so tests can script or seed it. */
export type RandomSource = (bound: number) => number;

/** A source of uniform unsigned 32-bit integers, as `crypto.getRandomValues` gives. */
export type Uint32Source = () => number;

const TWO_TO_32 = 2 ** 32;

/**
 * A uniform integer in [0, bound) from 32-bit values. `x % bound` alone would favour the
 * low results whenever 2³² is not a multiple of bound, so a value in the last, incomplete
 * run of `bound` numbers (2³² − (2³² mod bound) and above) is thrown away and the next
 * value is read instead.
 */
export function rejectionSampler(nextUint32: Uint32Source): RandomSource {
  return (bound) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_TO_32) {
      throw new RangeError(`random bound must be an integer in [1, 2^32], got ${bound}`);
    }
    for (;;) {
      const value = nextUint32();
      const result = value % bound;
      // The run of `bound` values that holds this one is complete: value − result is its start.
      if (value - result <= TWO_TO_32 - bound) return result;
    }
  };
}

// One getRandomValues call fills a batch; a 78-card draw needs about 155 values.
const BATCH_SIZE = 256;
const batch = new Uint32Array(BATCH_SIZE);
let batchIndex = BATCH_SIZE;

function cryptoUint32(): number {
  if (batchIndex === BATCH_SIZE) {
    globalThis.crypto.getRandomValues(batch);
    batchIndex = 0;
  }
  const value = batch[batchIndex] as number;
  batchIndex += 1;
  return value;
}

/** The production source: `crypto.getRandomValues` (Node 20 and browsers) with rejection sampling. */
export const cryptoRandom: RandomSource = rejectionSampler(cryptoUint32);

function randomIndex(random: RandomSource, bound: number): number {
  const value = random(bound);
  // A broken source must not quietly produce a deck with a card missing or doubled.
  if (!Number.isInteger(value) || value < 0 || value >= bound) {
    throw new RangeError(`random source returned ${value} for bound ${bound}`);
  }
  return value;
}

/** A uniformly random permutation of 0..size-1 (Fisher–Yates, from the last position down). */
export function shuffleDeck(size: number, random: RandomSource = cryptoRandom): number[] {
  if (!Number.isInteger(size) || size < 0) {
    throw new RangeError(`deck size must be a non-negative integer, got ${size}`);
  }
  const order = Array.from({ length: size }, (_, index) => index);
  for (let i = size - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    const card = order[i] as number;
    order[i] = order[j] as number;
    order[j] = card;
  }
  return order;
}

export type DrawnOrder = {
  /** Card indexes, position by position. */
  order: number[];
  /** `reversed[p]` belongs to the card at position p. */
  reversed: boolean[];
};

/** A shuffled deck with each card reversed with probability ½ (DESIGN "AI"). */
export function drawnOrder(size: number, random: RandomSource = cryptoRandom): DrawnOrder {
  const order = shuffleDeck(size, random);
  const reversed = order.map(() => randomIndex(random, 2) === 1);
  return { order, reversed };
}

export const PICK_ERROR_CODES = ['POSITION_OUT_OF_RANGE', 'DUPLICATE_POSITION'] as const;
export type PickErrorCode = (typeof PICK_ERROR_CODES)[number];

/** A pick the server must refuse: a position outside the deck or the same position twice. */
export class PickPositionsError extends Error {
  readonly code: PickErrorCode;
  readonly position: number;

  constructor(code: PickErrorCode, position: number) {
    super(
      code === 'DUPLICATE_POSITION'
        ? `position ${position} was picked more than once`
        : `position ${position} is not in the deck`,
    );
    this.name = 'PickPositionsError';
    this.code = code;
    this.position = position;
  }
}

/** The cards at the positions a client picked, in the order picked. */
export function pickPositions(order: readonly number[], positions: readonly number[]): number[] {
  const seen = new Set<number>();
  return positions.map((position) => {
    if (!Number.isInteger(position) || position < 0 || position >= order.length) {
      throw new PickPositionsError('POSITION_OUT_OF_RANGE', position);
    }
    if (seen.has(position)) throw new PickPositionsError('DUPLICATE_POSITION', position);
    seen.add(position);
    return order[position] as number;
  });
}
