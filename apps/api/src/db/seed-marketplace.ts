import { COUNSELING_TYPES, type CounselingType } from '@arcana/domain';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../features/accounts';
import type { DrawnArt } from '../features/counselors';
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
  counselors,
  counselorWeeklyHours,
  productImages,
  products,
  users,
} from './schema';
import { SEEDED_COUNSELORS } from './seed-marketplace-counselors';
import {
  type ArtMotif,
  COMMUNITY_REVIEWERS,
  type CounselorSeed,
  DEMO_COUNSELOR,
  HOURS_PATTERNS,
  MARKETPLACE_CATEGORIES,
  PALETTES,
  PRODUCT_TYPE_NOTES,
  type ProductSeed,
  REVIEWERS,
  UNLIMITED_NOTE,
} from './seed-marketplace-data';
import {
  REVIEW_BODIES,
  REVIEW_CLOSINGS,
  REVIEW_REPLIES,
  REVIEW_TOPIC_OF,
} from './seed-marketplace-reviews';

// The counseling marketplace (issue 9). Everything is inserted in one transaction, one
// multi-row insert per table, and only for counselors that do not exist yet (demo-counselor:
// while it has no public name), so a restart adds nothing and a half-done seed cannot remain.

export const SEEDED_COUNSELOR_PASSWORD = 'demo1234!';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

type Planned = { seed: CounselorSeed; userId: number; index: number };
type PlannedReview = {
  reviewerId: number;
  product: ProductSeed;
  rating: number;
  content: string;
  reply: string | null;
  startTime: Date;
  startType: 'IMMEDIATE' | 'RESERVATION';
};

/** `hour`:00 in Seoul (no daylight saving there) on the Seoul day `days` after today's. */
function seoulAt(now: Date, days: number, hour: number): Date {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * HOUR_MS - SEOUL_OFFSET_MS);
}

/** The Seoul calendar date `days` after today's, YYYY-MM-DD. */
function seoulDate(now: Date, days: number): string {
  return new Date(seoulAt(now, days, 12).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** What a product says: the counselor's words, then the type's (and 무제한's) standard note. */
export function productDescription(product: ProductSeed): string {
  const notes: string[] = [PRODUCT_TYPE_NOTES[product.type]];
  if (product.minutes === null) notes.unshift(UNLIMITED_NOTE);
  return [product.about, ...notes].join('\n');
}

/** The offer columns of counselors: enabled products' types (CHAT, CALL, VIDEO order), lowest price. */
function offerOf(list: readonly ProductSeed[]) {
  const enabled = list.filter((product) => !product.disabled);
  const types = new Set<CounselingType>(enabled.map((product) => product.type));
  return {
    counselingTypes: COUNSELING_TYPES.filter((type) => types.has(type)),
    minPrice: enabled.length ? Math.min(...enabled.map((product) => product.price)) : null,
  };
}

/** The seed's reviews of one counselor: deterministic from its place in the list. */
function plannedReviews(
  { seed, index }: Planned,
  reviewerIds: readonly number[],
  now: Date,
): PlannedReview[] {
  const topic = REVIEW_TOPIC_OF[seed.categories[0] ?? 'love'];
  const bodies = REVIEW_BODIES[topic];
  const sold = seed.products.filter((product) => !product.disabled);
  if (reviewerIds.length === 0 || sold.length === 0) return [];
  return Array.from({ length: seed.reviews }, (_, j) => {
    const [rating, body] = bodies[(index * 5 + j) % bodies.length] ?? [5, ''];
    // A thankful closing line only where the body is glad too.
    const closing =
      rating >= 4 && (index + j) % 3 === 1
        ? REVIEW_CLOSINGS[(index + j) % REVIEW_CLOSINGS.length]
        : '';
    const content = closing ? `${body} ${closing.replaceAll('{name}', seed.name)}` : body;
    const replied = (index + j) % 3 === 0;
    const reply =
      rating <= 3 ? REVIEW_REPLIES[3] : REVIEW_REPLIES[[0, 1, 2, 4, 5][(index + j) % 5] ?? 0];
    // Newest reviews first in the list: j = 0 is the most recent, a day or two ago.
    const daysAgo = 1 + j * 6 + (index % 5);
    const hour = 10 + ((index * 3 + j * 5) % 12);
    return {
      reviewerId: reviewerIds[(index * 7 + j * 5) % reviewerIds.length] ?? 0,
      product: sold[(index + j) % sold.length] ?? sold[0]!,
      rating,
      content,
      reply: replied ? (reply ?? null) : null,
      startTime: seoulAt(now, -daysAgo, hour),
      startType: j % 2 === 0 ? 'IMMEDIATE' : 'RESERVATION',
    } satisfies PlannedReview;
  });
}

const artOf = (seed: CounselorSeed, motif: string): DrawnArt => ({
  motif,
  palette: [...PALETTES[seed.palette]],
});

// The counselors feature draws portraits (`<hair>:<sign>`), certificates (a sign) and gallery
// scenes from its own motif names; products draw the seed's motifs themselves.
const HAIR_STYLES = ['long', 'short', 'bob', 'wave', 'bun', 'curly'] as const;
const SIGN_OF: Record<ArtMotif, string> = {
  moon: 'moon',
  stars: 'star',
  heart: 'heart',
  sun: 'sun',
  candle: 'sparkle',
  path: 'leaf',
  coins: 'sparkle',
  infinity: 'star',
};
const SCENE_OF: Record<ArtMotif, string> = {
  moon: 'night',
  stars: 'night',
  heart: 'flower',
  sun: 'room',
  candle: 'candle',
  path: 'tea',
  coins: 'cards',
  infinity: 'cards',
};
const portraitMotif = (seed: CounselorSeed, index: number) =>
  `${HAIR_STYLES[index % HAIR_STYLES.length]}:${SIGN_OF[seed.motif]}`;

/** The reviewers' user ids in a fixed order: the community members, then REVIEWERS. */
async function ensureReviewers(tx: AppDb): Promise<number[]> {
  await tx
    .insert(users)
    .values(REVIEWERS.map((reviewer) => ({ ...reviewer, roles: ['USER'] })))
    .onConflictDoNothing();
  const usernames = [...COMMUNITY_REVIEWERS, ...REVIEWERS.map(({ username }) => username)];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  return usernames.flatMap((username) => idOf.get(username) ?? []);
}

/** The seeded counselors' users (hashing the one password once, only when one is missing). */
async function ensureCounselorUsers(tx: AppDb, now: Date): Promise<Map<string, number>> {
  const usernames = SEEDED_COUNSELORS.map(({ username }) => username);
  const select = () =>
    tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, usernames));
  const existing = new Set((await select()).map(({ username }) => username));
  const missing = SEEDED_COUNSELORS.filter(({ username }) => !existing.has(username));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(SEEDED_COUNSELOR_PASSWORD);
    await tx
      .insert(users)
      .values(
        missing.map((seed) => ({
          username: seed.username,
          passwordHash,
          name: seed.realName,
          displayName: `${seed.name} 상담사`,
          roles: ['USER', 'COUNSELOR'],
          createdAt: new Date(now.getTime() - seed.joinedDaysAgo * DAY_MS),
        })),
      )
      .onConflictDoNothing();
  }
  return new Map((await select()).map((row) => [row.username ?? '', row.id]));
}

/** Counselors to seed now: those without a counselor row, and demo-counselor while nameless. */
async function counselorsToSeed(tx: AppDb, now: Date) {
  const userIdOf = await ensureCounselorUsers(tx, now);
  const ids = [...userIdOf.values()];
  const have = new Set(
    (
      await tx
        .select({ userId: counselors.userId })
        .from(counselors)
        .where(inArray(counselors.userId, ids))
    ).map(({ userId }) => userId),
  );
  const fresh: Planned[] = SEEDED_COUNSELORS.flatMap((seed, i) => {
    const userId = userIdOf.get(seed.username);
    return userId === undefined || have.has(userId) ? [] : [{ seed, userId, index: i + 1 }];
  });
  const [demo] = await tx
    .select({ userId: counselors.userId, name: counselors.name })
    .from(counselors)
    .innerJoin(users, eq(users.id, counselors.userId))
    .where(eq(users.username, 'demo-counselor'));
  const demoSeed: CounselorSeed = {
    ...DEMO_COUNSELOR,
    username: 'demo-counselor',
    realName: '',
    level: 1,
    status: 'ON',
  };
  const demoPlan =
    demo && demo.name === null ? { seed: demoSeed, userId: demo.userId, index: 0 } : null;
  return { fresh, demo: demoPlan };
}

/** The profile columns of a counselor row, its offer and rating columns already consistent. */
function profileOf({ seed, index }: Planned, reviews: readonly PlannedReview[], now: Date) {
  return {
    name: seed.name,
    introduction: seed.introduction,
    details: seed.details,
    keywords: [...seed.keywords],
    portrait: artOf(seed, portraitMotif(seed, index)),
    careerYears: seed.careerYears,
    ...offerOf(seed.products),
    reviewCount: reviews.length,
    ratingTotal: reviews.reduce((sum, review) => sum + review.rating, 0),
    statusChangedAt: new Date(now.getTime() - ((index * 37) % 240) * 60_000),
  };
}

/**
 * The counseling marketplace (issue 9): counselors with portraits, categories, keywords,
 * certificates, galleries, products, weekly hours, and reviews of past sessions.
 */
export async function seedMarketplace(db: AppDb, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(counselorCategories)
      .values(MARKETPLACE_CATEGORIES.map((category, i) => ({ ...category, sortOrder: i + 1 })))
      .onConflictDoNothing();
    const reviewerIds = await ensureReviewers(tx);
    const { fresh, demo } = await counselorsToSeed(tx, now);
    const planned = demo ? [demo, ...fresh] : fresh;
    if (planned.length === 0) return;

    const reviewsOf = new Map(
      planned.map((plan) => [plan.userId, plannedReviews(plan, reviewerIds, now)]),
    );
    const profile = (plan: Planned) => profileOf(plan, reviewsOf.get(plan.userId) ?? [], now);
    if (demo) {
      await tx.update(counselors).set(profile(demo)).where(eq(counselors.userId, demo.userId));
    }
    if (fresh.length > 0) {
      await tx.insert(counselors).values(
        fresh.map((plan) => ({
          userId: plan.userId,
          level: plan.seed.level,
          status: plan.seed.status,
          createdAt: new Date(now.getTime() - plan.seed.joinedDaysAgo * DAY_MS),
          ...profile(plan),
        })),
      );
    }
    const counselorRows = await tx
      .select({ id: counselors.id, userId: counselors.userId })
      .from(counselors)
      .where(
        inArray(
          counselors.userId,
          planned.map(({ userId }) => userId),
        ),
      );
    const counselorIdOf = new Map(counselorRows.map((row) => [row.userId, row.id]));
    const withIds = planned.flatMap((plan) => {
      const counselorId = counselorIdOf.get(plan.userId);
      return counselorId === undefined ? [] : [{ ...plan, counselorId }];
    });
    await insertProfileRows(tx, withIds, now);
    const productIdOf = await insertProducts(tx, withIds, reviewsOf);
    await insertReviews(tx, withIds, reviewsOf, productIdOf, now);
  });
}

type Seeded = Planned & { counselorId: number };

async function insertProfileRows(tx: AppDb, seeded: readonly Seeded[], now: Date) {
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
async function insertProducts(
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
async function insertReviews(
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
