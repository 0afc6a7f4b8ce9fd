import type { ProductSort } from '@arcana/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import {
  counselorCategories,
  counselorCategoryLinks,
  counselors,
  type DrawnArt,
  LISTED_COUNSELOR,
} from '../counselors';
import { type UploadRow, uploads } from '../uploads';
import type { ProductCursor } from './cursor';
import { productImages, products } from './tables';

// The only ORM code of products. Counselors are read as `c` (LISTED_COUNSELOR, the counselors
// feature's rule of who is shown publicly, is written against that alias) with their uploaded
// profile image as `u`.

const c = alias(counselors, 'c');
const u = alias(uploads, 'u');

const productColumns = {
  id: products.id,
  counselorId: products.counselorId,
  name: products.name,
  counselingType: products.counselingType,
  durationMinutes: products.durationMinutes,
  price: products.price,
  soldCount: products.soldCount,
  description: products.description,
  enabled: products.enabled,
};
const counselorColumns = {
  id: c.id,
  name: c.name,
  status: c.status,
  portrait: c.portrait,
  image360: u.thumbUri360,
  ratingTotal: c.ratingTotal,
  reviewCount: c.reviewCount,
  enabled: c.enabled,
  level: c.level,
};

export type ProductRow = typeof products.$inferSelect;
export type ProductCardRow = Pick<ProductRow, keyof typeof productColumns> & {
  counselor: {
    id: number;
    name: string | null;
    status: string;
    portrait: DrawnArt | null;
    image360: string | null;
    ratingTotal: number;
    reviewCount: number;
    enabled: boolean;
    level: number;
  };
};
export type ProductImageRow = {
  productId: number;
  position: number;
  art: (typeof productImages.$inferSelect)['art'];
  upload: UploadRow | null;
};

/** Each sort as one key and a direction; the id breaks ties (ascending, NEWEST descending). */
const SORT_KEYS = {
  POPULAR: { key: products.soldCount, descending: true },
  PRICE_LOW: { key: products.price, descending: false },
  PRICE_HIGH: { key: products.price, descending: true },
  NEWEST: { key: null, descending: true },
} satisfies Record<ProductSort, { key: AnyPgColumn | null; descending: boolean }>;

export type ProductListQuery = {
  type: string | undefined;
  category: string | undefined;
  sort: ProductSort;
  cursor: ProductCursor | undefined;
  limit: number;
};

export function createProductsRepository(db: AppDb) {
  const cards = (total: SQL<number>) =>
    db
      .select({ ...productColumns, counselor: counselorColumns, total })
      .from(products)
      .innerJoin(c, eq(c.id, products.counselorId))
      .leftJoin(u, eq(u.id, c.profileImageUploadId));

  return {
    /** One page of enabled products of listed counselors (limit + 1 rows) and the total. */
    async page(query: ProductListQuery) {
      const where: (SQL | undefined)[] = [eq(products.enabled, true), LISTED_COUNSELOR];
      if (query.type !== undefined) where.push(eq(products.counselingType, query.type));
      if (query.category !== undefined) {
        where.push(sql`exists (select 1 from ${counselorCategoryLinks}
          join ${counselorCategories} on ${counselorCategories.id} = ${counselorCategoryLinks.categoryId}
          where ${counselorCategoryLinks.counselorId} = c.id
            and ${counselorCategories.slug} = ${query.category})`);
      }
      const { key, descending } = SORT_KEYS[query.sort];
      const { cursor } = query;
      if (cursor) {
        if (key === null) where.push(sql`${products.id} < ${cursor.id}`);
        else {
          const beyond = descending ? sql`${key} < ${cursor.key}` : sql`${key} > ${cursor.key}`;
          where.push(
            sql`(${beyond} or (${key} = ${cursor.key} and ${products.id} > ${cursor.id}))`,
          );
        }
      }
      const order =
        key === null ? [desc(products.id)] : [descending ? desc(key) : asc(key), asc(products.id)];
      const total = cursor ? sql<number>`0` : sql<number>`(count(*) over ())::int`.mapWith(Number);
      const rows = await cards(total)
        .where(and(...where))
        .orderBy(...order)
        .limit(query.limit + 1);
      return { rows, total: cursor ? cursor.total : (rows[0]?.total ?? 0) };
    },

    /** The sort key of a row, for the next cursor. */
    keyOf(row: ProductCardRow, sort: ProductSort): number | null {
      const { key } = SORT_KEYS[sort];
      if (key === null) return null;
      return key === products.soldCount ? row.soldCount : row.price;
    },

    /** Any product by id with its counselor (disabled ones too); undefined when none. */
    async find(id: number): Promise<ProductCardRow | undefined> {
      const [row] = await cards(sql<number>`0`).where(eq(products.id, id)).limit(1);
      return row;
    },

    /** Every product of one counselor (disabled ones too), oldest first: its back office. */
    async allOf(counselorId: number): Promise<ProductCardRow[]> {
      return cards(sql<number>`0`)
        .where(eq(products.counselorId, counselorId))
        .orderBy(asc(products.id));
    },

    /** The most sold enabled products of listed counselors. */
    async popular(limit: number): Promise<ProductCardRow[]> {
      return cards(sql<number>`0`)
        .where(and(eq(products.enabled, true), LISTED_COUNSELOR))
        .orderBy(desc(products.soldCount), asc(products.id))
        .limit(limit);
    },

    /** These enabled products of listed counselors, in any order (the caller orders them). */
    async cardsByIds(ids: readonly number[]): Promise<ProductCardRow[]> {
      if (ids.length === 0) return [];
      return cards(sql<number>`0`).where(
        and(inArray(products.id, [...ids]), eq(products.enabled, true), LISTED_COUNSELOR),
      );
    },

    /** Whether the counselor is shown publicly. */
    async isListed(counselorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.id, counselorId), LISTED_COUNSELOR))
        .limit(1);
      return row !== undefined;
    },

    /** A counselor's enabled products, CHAT, CALL, VIDEO and cheapest first within each. */
    async enabledOf(counselorId: number) {
      return db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.counselorId, counselorId), eq(products.enabled, true)))
        .orderBy(
          sql`array_position(array['CHAT','CALL','VIDEO'], ${products.counselingType})`,
          asc(products.price),
          asc(products.id),
        );
    },

    /** The images of these products in position order, each with its upload if any. */
    async imagesOf(productIds: readonly number[]): Promise<ProductImageRow[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({
          productId: productImages.productId,
          position: productImages.position,
          art: productImages.art,
          upload: uploads,
        })
        .from(productImages)
        .leftJoin(uploads, eq(uploads.id, productImages.uploadId))
        .where(inArray(productImages.productId, [...productIds]))
        .orderBy(asc(productImages.productId), asc(productImages.position));
      return rows;
    },

    /** The drawn art of one image and the product's name and type (its SVG's title and badge). */
    async drawnImage(productId: number, position: number) {
      const [row] = await db
        .select({
          art: productImages.art,
          name: products.name,
          counselingType: products.counselingType,
        })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
        .limit(1);
      return row;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
