import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/db';
import type { Database } from './database';
import {
  counselingReviews,
  counselingSessions,
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorDateExceptions,
  counselorGalleryImages,
  counselors,
  counselorWeeklyHours,
  productImages,
  products,
  users,
} from './schema';
import { seed } from './seed';
import { seedMarketplace } from './seed-marketplace';

let database: Database;

beforeAll(async () => {
  // The template was seeded already: everything below reads what a first start leaves.
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const tables = {
  counselors,
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorGalleryImages,
  counselorWeeklyHours,
  counselorDateExceptions,
  products,
  productImages,
  counselingSessions,
  counselingReviews,
  users,
};

async function counts() {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function named() {
  return database.db
    .select()
    .from(counselors)
    .where(isNotNull(counselors.name))
    .orderBy(asc(counselors.id));
}

describe('the seeded marketplace', () => {
  it('holds demo-counselor 별빛 and 24 counselors, statuses spread, levels 1–5', async () => {
    const rows = await named();
    expect(rows).toHaveLength(25);
    expect(rows[0]?.name).toBe('별빛');
    const byStatus = (status: string) => rows.filter((row) => row.status === status).length;
    expect([byStatus('ON'), byStatus('BUSY'), byStatus('COUNSELING'), byStatus('OFF')]).toEqual([
      11, 5, 4, 5,
    ]);
    expect([...new Set(rows.map((row) => row.level))].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rows.find((row) => row.name === '이안')?.keywords).toContain('재회운');
  });

  it('gives every counselor 1–4 products, categories, certificates, a gallery and hours', async () => {
    const perCounselor = async (table: typeof products | typeof counselorWeeklyHours) =>
      new Map(
        (
          await database.db
            .select({ counselorId: table.counselorId, n: count() })
            .from(table)
            .groupBy(table.counselorId)
        ).map((row) => [row.counselorId, row.n]),
      );
    const productCounts = await perCounselor(products);
    const hourCounts = await perCounselor(counselorWeeklyHours);
    for (const row of await named()) {
      expect(productCounts.get(row.id)).toBeGreaterThanOrEqual(1);
      expect(productCounts.get(row.id)).toBeLessThanOrEqual(4);
      expect(hourCounts.get(row.id)).toBeGreaterThanOrEqual(1);
      expect(row.portrait).not.toBeNull();
    }
    expect(await counts()).toMatchObject({
      counselorCategories: 10,
      counselorCategoryLinks: 65,
      counselorCertificates: 55,
      counselorGalleryImages: 75,
      products: 64,
      productImages: 84,
      // 123 of the marketplace, 5 of the session history (seed-history-data.ts).
      counselingReviews: 128,
    });
  });

  it('keeps the offer and rating columns equal to the products and reviews', async () => {
    const enabled = await database.db
      .select({
        counselorId: products.counselorId,
        type: products.counselingType,
        price: products.price,
      })
      .from(products)
      .where(eq(products.enabled, true));
    const offerOf = (counselorId: number) => {
      const own = enabled.filter((product) => product.counselorId === counselorId);
      return {
        types: ['CHAT', 'CALL', 'VIDEO'].filter((type) => own.some((each) => each.type === type)),
        min: own.length ? Math.min(...own.map((each) => each.price)) : null,
      };
    };
    const ratings = await database.db
      .select({
        counselorId: counselingReviews.counselorId,
        n: count(),
        total: sql<number>`sum(${counselingReviews.rating})::int`,
      })
      .from(counselingReviews)
      .groupBy(counselingReviews.counselorId);
    const ratingOf = new Map(ratings.map((row) => [row.counselorId, row]));
    const rows = await named();
    for (const row of rows) {
      const offer = offerOf(row.id);
      expect(row.counselingTypes).toEqual(offer.types);
      expect(row.minPrice).toBe(offer.min);
      expect(row.reviewCount).toBe(ratingOf.get(row.id)?.n ?? 0);
      expect(row.ratingTotal).toBe(ratingOf.get(row.id)?.total ?? 0);
    }
    // Ratings mostly 4–5, some 3.
    const histogram = await database.db
      .select({ rating: counselingReviews.rating, n: count() })
      .from(counselingReviews)
      .groupBy(counselingReviews.rating)
      .orderBy(asc(counselingReviews.rating));
    expect(histogram.map((row) => row.rating)).toEqual([3, 4, 5]);
  });

  it('writes every review on a COMPLETED session of its writer with that counselor', async () => {
    const mismatched = await database.db
      .select({ id: counselingReviews.id })
      .from(counselingReviews)
      .innerJoin(counselingSessions, eq(counselingSessions.id, counselingReviews.sessionId))
      .where(
        sql`${counselingSessions.status} <> 'COMPLETED' or ${counselingSessions.userId} <> ${counselingReviews.userId}
          or ${counselingSessions.counselorId} <> ${counselingReviews.counselorId}
          or not ${counselingSessions.hasReview}
          or char_length(${counselingReviews.content}) not between 10 and 1000`,
      );
    expect(mismatched).toEqual([]);
  });

  it('adds nothing when run again, by itself or as part of seed(), and uses up no ids', async () => {
    const sequences = async () =>
      (
        (await database.db.execute(
          sql`select (select last_value from users_id_seq) as users,
            (select last_value from counselor_categories_id_seq) as categories`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await counts();
    const ids = await sequences();
    await seedMarketplace(database.db, new Date('2030-01-01T00:00:00.000Z'));
    await seed(database.db);
    expect(await counts()).toEqual(before);
    expect(await sequences()).toEqual(ids);
  });
});
