import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { aiCharacterReviews, aiCharacters, aiChatMessages, aiReadings } from './tables';

// Reviews of characters: one per user and character, editable. The only ORM code touching
// ai_character_reviews apart from the stats the character summaries read.

export type ReviewRow = {
  id: number;
  characterId: number;
  characterName: string;
  userId: number;
  authorName: string;
  rating: number;
  content: string;
  createdAt: Date;
  updatedAt: Date;
};

const reviewColumns = {
  id: aiCharacterReviews.id,
  characterId: aiCharacterReviews.characterId,
  characterName: aiCharacters.name,
  userId: aiCharacterReviews.userId,
  authorName: users.displayName,
  rating: aiCharacterReviews.rating,
  content: aiCharacterReviews.content,
  createdAt: aiCharacterReviews.createdAt,
  updatedAt: aiCharacterReviews.updatedAt,
};

export function createReviewsRepository(db: AppDb) {
  function select() {
    return db
      .select(reviewColumns)
      .from(aiCharacterReviews)
      .innerJoin(aiCharacters, eq(aiCharacters.id, aiCharacterReviews.characterId))
      .innerJoin(users, eq(users.id, aiCharacterReviews.userId));
  }

  return {
    /** Whether the user has had a finished reading or a chat with the character. */
    async hasUsed(userId: number, characterId: number): Promise<boolean> {
      const [reading] = await db
        .select({ id: aiReadings.id })
        .from(aiReadings)
        .where(
          and(
            eq(aiReadings.userId, userId),
            eq(aiReadings.characterId, characterId),
            eq(aiReadings.status, 'COMPLETED'),
          ),
        )
        .limit(1);
      if (reading) return true;
      const [chat] = await db
        .select({ id: aiChatMessages.id })
        .from(aiChatMessages)
        .where(and(eq(aiChatMessages.userId, userId), eq(aiChatMessages.characterId, characterId)))
        .limit(1);
      return chat !== undefined;
    },

    /** Writes the user's review of the character, or rewrites the one they had. */
    async upsert(values: {
      userId: number;
      characterId: number;
      rating: number;
      content: string;
    }): Promise<ReviewRow> {
      const [saved] = await db
        .insert(aiCharacterReviews)
        .values(values)
        .onConflictDoUpdate({
          target: [aiCharacterReviews.characterId, aiCharacterReviews.userId],
          set: { rating: values.rating, content: values.content, updatedAt: sql`now()` },
        })
        .returning({ id: aiCharacterReviews.id });
      const [row] = saved ? await select().where(eq(aiCharacterReviews.id, saved.id)) : [];
      if (!row) throw new Error('review upsert returned nothing');
      return row;
    },

    async delete(userId: number, characterId: number): Promise<boolean> {
      const deleted = await db
        .delete(aiCharacterReviews)
        .where(
          and(
            eq(aiCharacterReviews.userId, userId),
            eq(aiCharacterReviews.characterId, characterId),
          ),
        )
        .returning({ id: aiCharacterReviews.id });
      return deleted.length > 0;
    },

    /** Newest first (by id), older than `lastId`; `total` counts from the cursor on. */
    async page(
      filter: { characterId: number } | { userId: number },
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = and(
        'characterId' in filter
          ? eq(aiCharacterReviews.characterId, filter.characterId)
          : eq(aiCharacterReviews.userId, filter.userId),
        cursor.lastId === undefined ? undefined : lt(aiCharacterReviews.id, cursor.lastId),
      );
      const rows = await select()
        .where(where)
        .orderBy(desc(aiCharacterReviews.id))
        .limit(cursor.limit);
      const [total] = await db.select({ n: count() }).from(aiCharacterReviews).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
