// DESIGN "Money" and "Products": integer KRW everywhere. The platform keeps a fee of what the user
// paid; the counselor's gross share is the rest, from which 3.3 % (income tax 3 % + local 0.3 %)
// is withheld, rounded down to the won. All arithmetic is on integers, so no float ever rounds a
// won the wrong way.

/** The platform's share of a payment when env PLATFORM_FEE_RATE does not say otherwise. */
export const DEFAULT_PLATFORM_FEE_RATE = 0.2;

/** Withholding on the counselor's gross share, in thousandths (3 % + 0.3 %). */
const WITHHOLDING_PER_MILLE = 33;

export type Settlement = {
  /** What the user paid. */
  paid: number;
  /** The platform's fee. */
  fee: number;
  /** The counselor's gross share (paid − fee). */
  gross: number;
  /** Income tax and local tax held back (3.3 % of gross, rounded down). */
  withholding: number;
  /** What the counselor receives (gross − withholding). */
  net: number;
};

function assertWon(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of won, got ${value}`);
  }
}

/** The fee rate in basis points (0.2 → 2000), refusing rates outside 0–1. */
function feeBasisPoints(feeRate: number): number {
  if (!Number.isFinite(feeRate) || feeRate < 0 || feeRate > 1) {
    throw new RangeError(`the platform fee rate must be between 0 and 1, got ${feeRate}`);
  }
  return Math.round(feeRate * 10_000);
}

/** How one payment divides between the platform, the tax office and the counselor. */
export function settlementOf(paid: number, feeRate = DEFAULT_PLATFORM_FEE_RATE): Settlement {
  assertWon(paid, 'paid');
  const fee = Math.floor((paid * feeBasisPoints(feeRate)) / 10_000);
  const gross = paid - fee;
  const withholding = Math.floor((gross * WITHHOLDING_PER_MILLE) / 1000);
  return { paid, fee, gross, withholding, net: gross - withholding };
}

/** Minutes a user buys at once during a timed session (DESIGN "Session lifecycle", add time). */
export const ADD_TIME_MINUTES = 10;

/**
 * The price of 10 more minutes of a timed product: its per-minute price times ten, rounded up
 * to 100 won. A 무제한 product (no duration) has no clock and so no added time: null.
 */
export function addTimePrice(product: {
  price: number;
  durationMinutes: number | null;
}): number | null {
  const { price, durationMinutes } = product;
  if (durationMinutes === null) return null;
  assertWon(price, 'price');
  if (!Number.isSafeInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`durationMinutes must be a positive whole number, got ${durationMinutes}`);
  }
  return Math.ceil((price * ADD_TIME_MINUTES) / (durationMinutes * 100)) * 100;
}

/** DESIGN "Products": what a counselor's product may be. */
export const PRODUCT_RULES = {
  nameLength: { min: 2, max: 40 },
  /** Timed products; none (null) is 무제한. */
  durationMinutes: { min: 10, max: 180, step: 5 },
  price: { min: 1_000, max: 1_000_000, step: 100 },
  descriptionMaxLength: 2_000,
  imagesMax: 5,
} as const;

/** A duration a product may have: 10–180 minutes in steps of 5, or null for 무제한. */
export function isProductDuration(minutes: number | null): boolean {
  if (minutes === null) return true;
  const { min, max, step } = PRODUCT_RULES.durationMinutes;
  return Number.isSafeInteger(minutes) && minutes >= min && minutes <= max && minutes % step === 0;
}

/** A price a product may have: 1,000–1,000,000 won in steps of 100. */
export function isProductPrice(price: number): boolean {
  const { min, max, step } = PRODUCT_RULES.price;
  return Number.isSafeInteger(price) && price >= min && price <= max && price % step === 0;
}
