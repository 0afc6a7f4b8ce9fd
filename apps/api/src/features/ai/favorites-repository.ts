import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { aiCharacterFavorites } from './tables';

// A user's favourite characters: one row per user and character.

export function createFavoritesRepository(db: AppDb) {
  return {
    async add(userId: number, characterId: number): Promise<void> {
      await db.insert(aiCharacterFavorites).values({ userId, characterId }).onConflictDoNothing();
    },

    async remove(userId: number, characterId: number): Promise<void> {
      await db
        .delete(aiCharacterFavorites)
        .where(
          and(
            eq(aiCharacterFavorites.userId, userId),
            eq(aiCharacterFavorites.characterId, characterId),
          ),
        );
    },

    /** Whether the user holds it as a favourite, and how many people do. */
    async state(userId: number, characterId: number) {
      const [mine] = await db
        .select({ characterId: aiCharacterFavorites.characterId })
        .from(aiCharacterFavorites)
        .where(
          and(
            eq(aiCharacterFavorites.userId, userId),
            eq(aiCharacterFavorites.characterId, characterId),
          ),
        );
      const [total] = await db
        .select({ n: count() })
        .from(aiCharacterFavorites)
        .where(eq(aiCharacterFavorites.characterId, characterId));
      return { favorite: mine !== undefined, favoriteCount: Number(total?.n ?? 0) };
    },

    /** The user's favourite characters' ids, the latest added first. */
    async idsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ characterId: aiCharacterFavorites.characterId })
        .from(aiCharacterFavorites)
        .where(eq(aiCharacterFavorites.userId, userId))
        .orderBy(desc(aiCharacterFavorites.createdAt), desc(aiCharacterFavorites.characterId));
      return rows.map((row) => row.characterId);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
