import { type CounselorBrief, counselorStatusOrDefault } from '@arcana/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from '../counselors';
import { products } from '../products';

// What orders reads of the products and counselors it sells: the product with its counselor's
// state (enabled, level, status), and the counselor's brief for the order's answer.

export type ProductForOrder = {
  id: number;
  counselorId: number;
  name: string;
  counselingType: string;
  durationMinutes: number | null;
  price: number;
  enabled: boolean;
  counselorEnabled: boolean;
  counselorLevel: number;
  counselorStatus: string;
  counselorName: string | null;
};

export async function findProductForOrder(
  db: AppDb,
  productId: number,
): Promise<ProductForOrder | null> {
  const [row] = await db
    .select({
      id: products.id,
      counselorId: products.counselorId,
      name: products.name,
      counselingType: products.counselingType,
      durationMinutes: products.durationMinutes,
      price: products.price,
      enabled: products.enabled,
      counselorEnabled: counselors.enabled,
      counselorLevel: counselors.level,
      counselorStatus: counselors.status,
      counselorName: counselors.name,
    })
    .from(products)
    .innerJoin(counselors, eq(counselors.id, products.counselorId))
    .where(eq(products.id, productId));
  return row ?? null;
}

/** One more paid order of the product ("popular products" sort by it). */
export async function recordProductSale(tx: AppDb, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ soldCount: sql`${products.soldCount} + 1` })
    .where(eq(products.id, productId));
}

const ratingOf = (total: number, count: number) =>
  count === 0 ? null : Math.round((total * 10) / count) / 10;

export async function counselorBrief(db: AppDb, counselorId: number): Promise<CounselorBrief> {
  const [row] = await db
    .select({
      id: counselors.id,
      name: counselors.name,
      status: counselors.status,
      ratingTotal: counselors.ratingTotal,
      reviewCount: counselors.reviewCount,
    })
    .from(counselors)
    .where(eq(counselors.id, counselorId));
  return {
    id: counselorId,
    name: row?.name ?? '',
    status: counselorStatusOrDefault(row?.status ?? 'OFF'),
    imageUrl: `/api/public/counselors/${counselorId}/portrait.svg`,
    rating: row ? ratingOf(row.ratingTotal, row.reviewCount) : null,
    reviewCount: row?.reviewCount ?? 0,
  };
}
