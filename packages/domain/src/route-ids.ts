// Shapes of the ids that appear in paths (SPEC §5: a route whose id is of the wrong shape is a
// fatal 404). Pure predicates; app-shell turns them into route checks.

/** Decimal digits without a leading zero: `1`, `42`; never `0`, `01`, `-1`, `1.0`, `1e3`. */
const POSITIVE_ID_TEXT = /^[1-9][0-9]*$/;

/**
 * DESIGN "Sharing": share ids are random 128-bit url-safe strings. 16 random bytes written as
 * unpadded base64url are 22 characters of `A–Z a–z 0–9 _ -` (Node: `randomBytes(16)
 * .toString('base64url')`).
 */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The id of a database row as a path segment or number: a safe integer of at least 1. */
export function isPositiveId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return parsePositiveId(value) !== undefined;
}

/** The number a path segment stands for, or undefined when it is not a positive id. */
export function parsePositiveId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !POSITIVE_ID_TEXT.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A share id of the right shape (it may still name no share: that is the api's 404). */
export function isShareId(value: unknown): boolean {
  return typeof value === 'string' && SHARE_ID_PATTERN.test(value);
}
