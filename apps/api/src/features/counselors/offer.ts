import { COUNSELING_TYPES, type CounselingType } from '@arcana/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from './tables';

// The search columns other features keep up to date, in their own transactions: products
// (what the counselor's enabled products offer) and reviews (the running rating).

/**
 * Products call this whenever a counselor's enabled products change: the types they offer
 * (kept in CHAT, CALL, VIDEO order) and the lowest price (null without any).
 */
export async function setCounselorOffer(
  tx: AppDb,
  counselorId: number,
  offer: { counselingTypes: readonly CounselingType[]; minPrice: number | null },
): Promise<void> {
  const types = COUNSELING_TYPES.filter((type) => offer.counselingTypes.includes(type));
  await tx
    .update(counselors)
    .set({ counselingTypes: types, minPrice: offer.minPrice })
    .where(eq(counselors.id, counselorId));
}

/** Reviews call this once per new review: rating 1–5 joins the running total and count. */
export async function addCounselorRating(
  tx: AppDb,
  counselorId: number,
  rating: number,
): Promise<void> {
  if (!Number.isSafeInteger(rating) || rating < 1 || rating > 5) {
    throw new Error(`a review rating must be 1–5, got ${rating}`);
  }
  await tx
    .update(counselors)
    .set({
      reviewCount: sql`${counselors.reviewCount} + 1`,
      ratingTotal: sql`${counselors.ratingTotal} + ${rating}`,
    })
    .where(eq(counselors.id, counselorId));
}
