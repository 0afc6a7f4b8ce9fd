/**
 * The points a user may put on an order: a whole number of won, never below 0, never more than
 * the price or the balance (DESIGN "Orders and payments": points pay part or all of a price).
 */
export function clampPoints(wanted: number, limits: { price: number; balance: number }): number {
  if (!Number.isFinite(wanted) || wanted <= 0) return 0;
  return Math.min(Math.floor(wanted), usablePoints(limits));
}

/** The most points this order can take. */
export function usablePoints({ price, balance }: { price: number; balance: number }): number {
  return Math.max(0, Math.min(Math.floor(price), Math.floor(balance)));
}

/** What the user typed ('3,000', '３０００', '') as a number of won; non-digits are ignored. */
export function parsePointsInput(raw: string): number {
  const digits = raw.normalize('NFKC').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits.slice(0, 12));
}
