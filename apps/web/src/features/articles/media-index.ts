// The media viewer's place in the article's pictures: `?index=` is 0-based (0 = the first),
// shown to people as "1 / 4". Any other value in the address falls back to a valid place.

/** `?index=` as the router hands it (a number, or a string from a hand-typed address). */
export function parseMediaIndex(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The index within 0…count-1 (0 when there are none). */
export function clampMediaIndex(index: number | undefined, count: number): number {
  if (count <= 0 || index === undefined) return 0;
  return Math.min(Math.max(0, index), count - 1);
}

/** One step back or forward, stopping at either end (null: no picture that way). */
export function stepMediaIndex(index: number, step: -1 | 1, count: number): number | null {
  const next = index + step;
  return next >= 0 && next < count ? next : null;
}

/** The arrow keys move through the pictures; anything else is left to the page. */
export function keyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return null;
}
