// The marketplace seed's inserts: one multi-row insert per table for every counselor seeded
// in this run, inside the seed's transaction.
import { productImageUri } from '../features/products';
import type { AppDb } from './database';
import {
  counselingReviews,
  counselingSessions,
  counselorCategories,
  counselorCategoryLinks,
  counselorCertificates,
  counselorDateExceptions,
  counselorGalleryImages,
  counselorWeeklyHours,
  productImages,
  products,
} from './schema';
import { HOURS_PATTERNS, type ProductSeed } from './seed-marketplace-data';
import {
  artOf,
  DAY_MS,
  HOUR_MS,
  type PlannedReview,
  productDescription,
  SCENE_OF,
  type Seeded,
  SIGN_OF,
  seoulDate,
} from './seed-marketplace-plan';

export async function insertProfileRows(tx: AppDb, seeded: readonly Seeded[], now: Date) {
  const categories = await tx.select().from(counselorCategories);
  const categoryIdOf = new Map(categories.map((row) => [row.slug, row.id]));
  await tx.insert(counselorCategoryLinks).values(
    seeded.flatMap(({ seed, counselorId }) =>
      seed.categories.flatMap((slug) => {
        const categoryId = categoryIdOf.get(slug);
        return categoryId === undefined ? [] : [{ counselorId, categoryId }];
      }),
    ),
  );
  await tx.insert(counselorCertificates).values(
    seeded.flatMap(({ seed, counselorId }) =>
      seed.certificates.map(([name, issuer, grade, issuedOn], position) => ({
        counselorId,
        name,
        issuer,
        grade,
        issuedOn,
        art: artOf(seed, position % 2 === 0 ? SIGN_OF[seed.motif] : 'star'),
        position,
      })),
    ),
  );
  await tx.insert(counselorGalleryImages).values(
    seeded.flatMap(({ seed, counselorId }) =>
      seed.gallery.map(([caption, motif], position) => ({
        counselorId,
        position,
        art: artOf(seed, SCENE_OF[motif]),
        caption,
        createdAt: new Date(now.getTime() - (seed.joinedDaysAgo - position * 20) * DAY_MS),
      })),
    ),
  );
  await tx.insert(counselorWeeklyHours).values(
    seeded.flatMap(({ seed, counselorId }) =>
      HOURS_PATTERNS[seed.hours].map(([weekday, startTime, endTime]) => ({
        counselorId,
        weekday,
        startTime,
        endTime,
      })),
    ),
  );
  // A day off and an extra afternoon for some, within the calendar's next 30 days.
  const exceptions = seeded.flatMap(({ counselorId, index }) => [
    ...(index % 3 === 0
      ? [{ counselorId, date: seoulDate(now, 4 + (index % 7)), kind: 'CLOSED' }]
      : []),
    ...(index % 4 === 1
      ? [
          {
            counselorId,
            date: seoulDate(now, 9 + (index % 5)),
            kind: 'EXTRA',
            startTime: '10:00',
            endTime: '14:00',
          },
        ]
      : []),
  ]);
  if (exceptions.length > 0) await tx.insert(counselorDateExceptions).values(exceptions);
}

/** Inserts every product and its drawn images; answers product ids by counselor and name. */
export async function insertProducts(
  tx: AppDb,
  seeded: readonly Seeded[],
  reviewsOf: ReadonlyMap<number, PlannedReview[]>,
) {
  // Sold a few times for each review it received, plus some that were never reviewed.
  const soldCount = ({ userId, index }: Seeded, product: ProductSeed, position: number) =>
    (reviewsOf.get(userId) ?? []).filter((review) => review.product === product).length * 3 +
    ((index * 7 + position * 5) % 9);
  const rows = await tx
    .insert(products)
    .values(
      seeded.flatMap((plan) =>
        plan.seed.products.map((product, position) => ({
          counselorId: plan.counselorId,
          soldCount: soldCount(plan, product, position),
          name: product.name,
          counselingType: product.type,
          durationMinutes: product.minutes,
          price: product.price,
          description: productDescription(product),
          enabled: !product.disabled,
        })),
      ),
    )
    .returning({ id: products.id, counselorId: products.counselorId, name: products.name });
  const idOf = new Map(rows.map((row) => [`${row.counselorId}:${row.name}`, row.id]));
  await tx.insert(productImages).values(
    seeded.flatMap(({ seed, counselorId }) =>
      seed.products.flatMap((product) => {
        const productId = idOf.get(`${counselorId}:${product.name}`);
        if (productId === undefined) return [];
        const second = product.minutes === null || product.minutes >= 45;
        return [
          { productId, position: 0, art: artOf(seed, product.motif) },
          ...(second ? [{ productId, position: 1, art: artOf(seed, seed.motif) }] : []),
        ];
      }),
    ),
  );
  return idOf;
}

/** One COMPLETED session per review, then the reviews, both in time order (ids follow time). */
export async function insertReviews(
  tx: AppDb,
  seeded: readonly Seeded[],
  reviewsOf: ReadonlyMap<number, PlannedReview[]>,
  productIdOf: ReadonlyMap<string, number>,
  now: Date,
) {
  const all = seeded
    .flatMap((plan) =>
      (reviewsOf.get(plan.userId) ?? []).map((review) => ({
        review,
        counselorId: plan.counselorId,
      })),
    )
    .sort((a, b) => a.review.startTime.getTime() - b.review.startTime.getTime());
  if (all.length === 0) return;
  const latest = now.getTime() - 60_000;
  const timed = all.map(({ review, counselorId }) => {
    const minutes = review.product.minutes ?? 50;
    const endedAt = new Date(review.startTime.getTime() + minutes * 60_000);
    const createdAt = new Date(Math.min(endedAt.getTime() + 2 * HOUR_MS, latest));
    return { review, counselorId, endedAt, createdAt };
  });
  const sessions = await tx
    .insert(counselingSessions)
    .values(
      timed.map(({ review, counselorId, endedAt }) => {
        const productId = productIdOf.get(`${counselorId}:${review.product.name}`) ?? null;
        const booked = review.startType === 'RESERVATION' ? 2 * DAY_MS : 2 * 60_000;
        return {
          userId: review.reviewerId,
          counselorId,
          status: 'COMPLETED',
          startTime: review.startTime,
          durationSeconds: review.product.minutes === null ? null : review.product.minutes * 60,
          counselingType: review.product.type,
          startType: review.startType,
          productName: review.product.name,
          productMainImage: productId === null ? null : productImageUri(productId, 0),
          hasReview: true,
          productId,
          acceptedAt: new Date(review.startTime.getTime() - booked / 2),
          endedAt,
          createdAt: new Date(review.startTime.getTime() - booked),
          updatedAt: endedAt,
        };
      }),
    )
    .returning({ id: counselingSessions.id });
  const sessionIds = sessions.map(({ id }) => id).sort((a, b) => a - b);
  await tx.insert(counselingReviews).values(
    timed.map(({ review, counselorId, createdAt }, i) => ({
      sessionId: sessionIds[i] ?? 0,
      userId: review.reviewerId,
      counselorId,
      rating: review.rating,
      content: review.content,
      reply: review.reply,
      repliedAt:
        review.reply === null
          ? null
          : new Date(Math.min(createdAt.getTime() + 6 * HOUR_MS, latest)),
      createdAt,
    })),
  );
}
