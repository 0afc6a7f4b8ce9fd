import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import {
  aiCharacterFavorites,
  aiCharacterReviews,
  articleMedia,
  articles,
  comments,
  reactions,
  shares,
  users,
} from '../../db/schema';
import { seed } from '../../db/seed';
import { createTestDatabase } from '../../test/db';
import { COMMUNITY_MEMBERS, DEMO_SHARES, DEMO_USER_SHARED_READINGS } from './seed-content';

// The demo data of shares, articles, reviews and favourites: there after the seed, and the same
// after it runs again (every api start runs it).

let database: Database;

async function counts(): Promise<Record<string, number>> {
  const tables = { shares, comments, reactions, articles, articleMedia, aiCharacterReviews };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  const [favorites] = await database.db.select({ n: count() }).from(aiCharacterFavorites);
  const [people] = await database.db.select({ n: count() }).from(users);
  return { ...result, favorites: favorites?.n ?? 0, users: people?.n ?? 0 };
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the community seed', () => {
  it('shares the members’ readings and two of demo-user’s, with responses, reviews and favourites', async () => {
    const seeded = await counts();
    expect(seeded.shares).toBe(DEMO_SHARES.length + DEMO_USER_SHARED_READINGS.length);
    expect(seeded.comments).toBeGreaterThanOrEqual(10);
    expect(seeded.reactions).toBeGreaterThanOrEqual(15);
    expect(seeded.articles).toBeGreaterThanOrEqual(12);
    expect(seeded.aiCharacterReviews).toBeGreaterThanOrEqual(10);
    expect(seeded.favorites).toBeGreaterThanOrEqual(COMMUNITY_MEMBERS.length);
  });

  it('adds nothing when it runs again, and the members cannot log in', async () => {
    const before = await counts();
    await seed(database.db);
    await seed(database.db);
    expect(await counts()).toEqual(before);
    const members = await database.db.select().from(users);
    for (const member of COMMUNITY_MEMBERS) {
      const row = members.find((each) => each.username === member.username);
      expect(row).toMatchObject({
        passwordHash: null,
        mobile: null,
        displayName: member.displayName,
      });
    }
  });
});
