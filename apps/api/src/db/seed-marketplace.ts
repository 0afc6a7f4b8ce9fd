import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../features/accounts';
import type { AppDb } from './database';
import { counselorCategories, counselors, users } from './schema';
import { SEEDED_COUNSELORS } from './seed-marketplace-counselors';
import {
  COMMUNITY_REVIEWERS,
  type CounselorSeed,
  DEMO_COUNSELOR,
  MARKETPLACE_CATEGORIES,
  REVIEWERS,
} from './seed-marketplace-data';
import { DAY_MS, type Planned, plannedReviews, profileOf } from './seed-marketplace-plan';
import { insertProducts, insertProfileRows, insertReviews } from './seed-marketplace-rows';

// The counseling marketplace (issue 9). Everything is inserted in one transaction, one
// multi-row insert per table, and only for counselors that do not exist yet (demo-counselor:
// while it has no public name), so a restart adds nothing and a half-done seed cannot remain.

export const SEEDED_COUNSELOR_PASSWORD = 'demo1234!';

/** The reviewers' user ids in a fixed order: the community members, then REVIEWERS. */
async function ensureReviewers(tx: AppDb): Promise<number[]> {
  const usernames = [...COMMUNITY_REVIEWERS, ...REVIEWERS.map(({ username }) => username)];
  const select = () =>
    tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, usernames));
  let rows = await select();
  const missing = REVIEWERS.filter(
    ({ username }) => !rows.some((row) => row.username === username),
  );
  if (missing.length > 0) {
    // Looked up first: an insert that conflicts would still use up serial ids on every start.
    await tx
      .insert(users)
      .values(missing.map((reviewer) => ({ ...reviewer, roles: ['USER'] })))
      .onConflictDoNothing();
    rows = await select();
  }
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  return usernames.flatMap((username) => idOf.get(username) ?? []);
}

async function ensureCategories(tx: AppDb): Promise<void> {
  const have = new Set(
    (await tx.select({ slug: counselorCategories.slug }).from(counselorCategories)).map(
      ({ slug }) => slug,
    ),
  );
  const missing = MARKETPLACE_CATEGORIES.flatMap((category, i) =>
    have.has(category.slug) ? [] : [{ ...category, sortOrder: i + 1 }],
  );
  if (missing.length > 0)
    await tx.insert(counselorCategories).values(missing).onConflictDoNothing();
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

/**
 * The counseling marketplace (issue 9): counselors with portraits, categories, keywords,
 * certificates, galleries, products, weekly hours, and reviews of past sessions.
 */
export async function seedMarketplace(db: AppDb, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureCategories(tx);
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
