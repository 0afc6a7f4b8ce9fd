import { COUNSELING_TYPES, type CounselingType } from '@arcana/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors, setCounselorOffer } from '../counselors';
import { uploads } from '../uploads';
import { productImageUri } from './images';
import { productImages, products } from './tables';

// What other features read and write of products, as plain functions on a db or transaction:
// orders price and check a product, count a sale, and anything that changes a counselor's
// products keeps the counselor's offer columns (search filters and sorts on them) right.

export type ProductForOrder = {
  id: number;
  counselorId: number;
  name: string;
  counselingType: CounselingType;
  /** null = 무제한. */
  durationMinutes: number | null;
  price: number;
  enabled: boolean;
  counselorEnabled: boolean;
  counselorLevel: number;
  counselorStatus: string;
  counselorName: string | null;
  /** The counselor's own account: it may not buy its own products. */
  counselorUserId: number;
  /** The main image's 360 thumbnail or its drawing; null without images. */
  mainImageUri: string | null;
};

/** A product as an order needs it (disabled ones too: the caller decides); null when none. */
export async function findProductForOrder(db: AppDb, id: number): Promise<ProductForOrder | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
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
      counselorUserId: counselors.userId,
      imagePosition: productImages.position,
      imageArt: productImages.art,
      image360: uploads.thumbUri360,
    })
    .from(products)
    .innerJoin(counselors, eq(counselors.id, products.counselorId))
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .leftJoin(uploads, eq(uploads.id, productImages.uploadId))
    .where(eq(products.id, id))
    .orderBy(asc(productImages.position))
    .limit(1);
  if (!row) return null;
  const { imagePosition, imageArt, image360, counselingType, ...rest } = row;
  const drawn = imagePosition !== null && imageArt ? productImageUri(id, imagePosition) : null;
  return {
    ...rest,
    counselingType: COUNSELING_TYPES.find((type) => type === counselingType) ?? 'CHAT',
    mainImageUri: image360 ?? drawn,
  };
}

/** A paid order counts one sale (the "popular" sort), in the payment's transaction. */
export async function recordProductSale(tx: AppDb, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ soldCount: sql`${products.soldCount} + 1` })
    .where(eq(products.id, productId));
}

/**
 * Recomputes a counselor's offer columns from its enabled products; call it in the transaction
 * that creates, changes, enables or disables a product.
 */
export async function syncCounselorOffer(tx: AppDb, counselorId: number): Promise<void> {
  const rows = await tx
    .select({ type: products.counselingType, minPrice: sql<number>`min(${products.price})` })
    .from(products)
    .where(and(eq(products.counselorId, counselorId), eq(products.enabled, true)))
    .groupBy(products.counselingType);
  const prices = rows.map((row) => Number(row.minPrice));
  await setCounselorOffer(tx, counselorId, {
    counselingTypes: COUNSELING_TYPES.filter((type) => rows.some((row) => row.type === type)),
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
  });
}
