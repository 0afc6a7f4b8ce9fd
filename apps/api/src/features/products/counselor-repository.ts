import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { productImages, products } from './tables';

// The writes of a counselor's own products (the back office). Reads go through repository.ts.

export type ProductValues = {
  name: string;
  counselingType: string;
  durationMinutes: number | null;
  price: number;
  description: string;
  enabled: boolean;
};

export function createCounselorProductsRepository(db: AppDb) {
  return {
    /** The product when it is this counselor's, locked for the change; undefined otherwise. */
    async ownForUpdate(counselorId: number, id: number) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id), eq(products.counselorId, counselorId)))
        .for('update');
      return row;
    },

    async insert(counselorId: number, values: ProductValues, at: Date): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ counselorId, ...values, createdAt: at, updatedAt: at })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      return row.id;
    },

    async update(id: number, values: Partial<ProductValues>, at: Date): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: at })
        .where(eq(products.id, id));
    },

    /** The uploads behind the product's images, in position order. */
    async uploadIdsOf(productId: number): Promise<string[]> {
      const rows = await db
        .select({ uploadId: productImages.uploadId })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), isNotNull(productImages.uploadId)))
        .orderBy(productImages.position);
      return rows.flatMap((row) => (row.uploadId ? [row.uploadId] : []));
    },

    /**
     * The product's images become these uploads in this order. With none, a drawn image
     * (seeded products) stays; with some, they replace everything.
     */
    async replaceImages(productId: number, uploadIds: readonly string[]): Promise<void> {
      if (uploadIds.length === 0) {
        // Drawn images exist only on a product that never had uploads: they stay as they are.
        await db
          .delete(productImages)
          .where(and(eq(productImages.productId, productId), isNotNull(productImages.uploadId)));
        return;
      }
      await db.delete(productImages).where(eq(productImages.productId, productId));
      await db
        .insert(productImages)
        .values(uploadIds.map((uploadId, position) => ({ productId, position, uploadId })));
    },

    /** Whether another product still shows this upload (then it must not be deleted). */
    async usedElsewhere(uploadId: string, exceptProductId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: productImages.id })
        .from(productImages)
        .where(
          and(eq(productImages.uploadId, uploadId), ne(productImages.productId, exceptProductId)),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
