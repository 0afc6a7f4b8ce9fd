import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { counselorCategories, counselorCategoryLinks, counselors } from '../db/schema';
import { createTestUser } from './users';

// Counselors of a test's own (the marketplace seed is another feature's and may change):
// a user with the COUNSELOR role and a counselors row with exactly the given fields.

export type TestCounselor = { id: number; userId: number; username: string };

export async function insertTestCounselor(
  db: AppDb,
  values: Partial<typeof counselors.$inferInsert> & { categoryIds?: number[] },
): Promise<TestCounselor> {
  const { categoryIds = [], ...row } = values;
  const user = await createTestUser(db, { roles: ['USER', 'COUNSELOR'] });
  const [counselor] = await db
    .insert(counselors)
    .values({ level: 1, status: 'ON', ...row, userId: user.id })
    .returning({ id: counselors.id });
  if (!counselor) throw new Error('no counselor inserted');
  if (categoryIds.length > 0) {
    await db
      .insert(counselorCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ counselorId: counselor.id, categoryId })));
  }
  return { id: counselor.id, userId: user.id, username: user.username ?? '' };
}

export async function insertTestCategory(
  db: AppDb,
  slug: string,
  name: string,
  sortOrder: number,
): Promise<number> {
  const [category] = await db
    .insert(counselorCategories)
    .values({ slug, name, description: `${name} 고민`, sortOrder })
    .returning({ id: counselorCategories.id });
  if (!category) throw new Error('no category inserted');
  return category.id;
}

/**
 * Hides every counselor already in the database (and frees their names), so a test lists only
 * its own whatever the seed holds.
 */
export async function hideOtherCounselors(db: AppDb): Promise<void> {
  await db.update(counselors).set({ enabled: false, name: null }).where(sql`true`);
}
