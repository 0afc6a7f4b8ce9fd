// Today's card (issue 12): one of the deck's cards and its side for a visitor and a Seoul day,
// chosen by an HMAC of both, so a visitor sees the same card all day, another one tomorrow, and
// nobody can work out someone else's card without the server's key.
import { createHmac } from 'node:crypto';

/** The key of the draw, derived from the JWT secret so no new setting is needed. */
export function todayCardKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('arcana home today card').digest();
}

/** The drawn position in a deck of `cardCount` cards and whether it lies reversed. */
export function drawTodayCard(
  key: Buffer,
  visitorKey: string,
  date: string,
  cardCount: number,
): { index: number; reversed: boolean } {
  const digest = createHmac('sha256', key).update(`${visitorKey}|${date}`).digest();
  // 64 bits modulo 78: the bias is far below anything a person could notice.
  const index = Number(digest.readBigUInt64BE(0) % BigInt(cardCount));
  return { index, reversed: ((digest[8] ?? 0) & 1) === 1 };
}

/** The first sentence of a meaning (the deck's texts are sentences ending in `.`, `!` or `?`). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = trimmed.match(/^.*?[.!?](?=\s|$)/su);
  return match ? match[0] : trimmed;
}
