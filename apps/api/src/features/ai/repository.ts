// The only ORM code of the ai feature's characters, preset readings and readings.

import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { MAX_SERIAL_ID } from '../../lib/cursor-page';
import {
  type AiReadingCard,
  type AiReadingStatus,
  aiCharacterFavorites,
  aiCharacterReviews,
  aiCharacters,
  aiReadings,
  aiSimpleTarots,
} from './tables';

export type CharacterRow = typeof aiCharacters.$inferSelect;
export type SimpleTarotRow = typeof aiSimpleTarots.$inferSelect;
export type ReadingRow = typeof aiReadings.$inferSelect;
export type NewReading = typeof aiReadings.$inferInsert;
export type CharacterStats = {
  readingCount: number;
  reviewCount: number;
  rating: number | null;
  favoriteCount: number;
};

export const isStoredId = (id: number) =>
  Number.isSafeInteger(id) && id >= 1 && id <= MAX_SERIAL_ID;

export function createAiRepository(db: AppDb) {
  return {
    listCharacters(): Promise<CharacterRow[]> {
      return db
        .select()
        .from(aiCharacters)
        .orderBy(asc(aiCharacters.sortOrder), asc(aiCharacters.id));
    },

    async findCharacter(id: number): Promise<CharacterRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db.select().from(aiCharacters).where(eq(aiCharacters.id, id)).limit(1);
      return row;
    },

    async charactersByIds(ids: readonly number[]): Promise<CharacterRow[]> {
      const wanted = [...new Set(ids)].filter(isStoredId);
      if (wanted.length === 0) return [];
      return db.select().from(aiCharacters).where(inArray(aiCharacters.id, wanted));
    },

    /** Completed readings, reviews (count and mean, one decimal) and favourites per character. */
    async statsOf(ids: readonly number[]): Promise<Map<number, CharacterStats>> {
      const wanted = [...new Set(ids)].filter(isStoredId);
      const stats = new Map<number, CharacterStats>(
        wanted.map((id) => [
          id,
          { readingCount: 0, reviewCount: 0, rating: null, favoriteCount: 0 },
        ]),
      );
      if (wanted.length === 0) return stats;
      const [readings, reviews, favorites] = await Promise.all([
        db
          .select({ id: aiReadings.characterId, n: count() })
          .from(aiReadings)
          .where(and(inArray(aiReadings.characterId, wanted), eq(aiReadings.status, 'COMPLETED')))
          .groupBy(aiReadings.characterId),
        db
          .select({
            id: aiCharacterReviews.characterId,
            n: count(),
            mean: sql<string | null>`round(avg(${aiCharacterReviews.rating}), 1)::text`,
          })
          .from(aiCharacterReviews)
          .where(inArray(aiCharacterReviews.characterId, wanted))
          .groupBy(aiCharacterReviews.characterId),
        db
          .select({ id: aiCharacterFavorites.characterId, n: count() })
          .from(aiCharacterFavorites)
          .where(inArray(aiCharacterFavorites.characterId, wanted))
          .groupBy(aiCharacterFavorites.characterId),
      ]);
      for (const row of readings) {
        const entry = stats.get(row.id);
        if (entry) entry.readingCount = Number(row.n);
      }
      for (const row of reviews) {
        const entry = stats.get(row.id);
        if (!entry) continue;
        entry.reviewCount = Number(row.n);
        entry.rating = row.mean === null ? null : Number(row.mean);
      }
      for (const row of favorites) {
        const entry = stats.get(row.id);
        if (entry) entry.favoriteCount = Number(row.n);
      }
      return stats;
    },

    listSimpleTarots(): Promise<SimpleTarotRow[]> {
      return db
        .select()
        .from(aiSimpleTarots)
        .orderBy(asc(aiSimpleTarots.sortOrder), asc(aiSimpleTarots.id));
    },

    simpleTarotsOf(characterId: number): Promise<SimpleTarotRow[]> {
      return db
        .select()
        .from(aiSimpleTarots)
        .where(eq(aiSimpleTarots.characterId, characterId))
        .orderBy(asc(aiSimpleTarots.sortOrder), asc(aiSimpleTarots.id));
    },

    async findSimpleTarot(id: number): Promise<SimpleTarotRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db
        .select()
        .from(aiSimpleTarots)
        .where(eq(aiSimpleTarots.id, id))
        .limit(1);
      return row;
    },

    async insertReading(values: NewReading): Promise<ReadingRow> {
      const [row] = await db.insert(aiReadings).values(values).returning();
      if (!row) throw new Error('the reading was not stored');
      return row;
    },

    async findReading(id: number): Promise<ReadingRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db.select().from(aiReadings).where(eq(aiReadings.id, id)).limit(1);
      return row;
    },

    /** DRAWN → PICKED once: null when the reading was already picked (a second, racing pick). */
    async savePicks(id: number, cards: AiReadingCard[], now: Date): Promise<ReadingRow | null> {
      const [row] = await db
        .update(aiReadings)
        .set({ cards, status: 'PICKED', pickedAt: now })
        .where(and(eq(aiReadings.id, id), eq(aiReadings.status, 'DRAWN')))
        .returning();
      return row ?? null;
    },

    /** PICKED → ANSWERING once: false when another request began the answer first. */
    async beginAnswer(id: number, provider: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(aiReadings)
        .set({ status: 'ANSWERING', provider, answerStartedAt: now })
        .where(and(eq(aiReadings.id, id), eq(aiReadings.status, 'PICKED')))
        .returning({ id: aiReadings.id });
      return rows.length === 1;
    },

    /** An ANSWERING reading whose writer vanished (a crash, a restart) is begun again. */
    async takeOverAnswer(
      id: number,
      provider: string,
      now: Date,
      staleMs: number,
    ): Promise<boolean> {
      const rows = await db
        .update(aiReadings)
        .set({ provider, answerStartedAt: now })
        .where(
          and(
            eq(aiReadings.id, id),
            eq(aiReadings.status, 'ANSWERING'),
            lt(aiReadings.answerStartedAt, new Date(now.getTime() - staleMs)),
          ),
        )
        .returning({ id: aiReadings.id });
      return rows.length === 1;
    },

    async finishAnswer(
      id: number,
      outcome: { status: Extract<AiReadingStatus, 'COMPLETED' | 'FAILED'>; answer: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(aiReadings)
        .set({ ...outcome, completedAt: now })
        .where(eq(aiReadings.id, id));
    },

    /** A guest's reading becomes the user's: only from the same anonymous id, only once. */
    async keep(id: number, anonId: string, userId: number): Promise<ReadingRow | null> {
      if (!isStoredId(id)) return null;
      const [row] = await db
        .update(aiReadings)
        .set({ userId, anonId: null })
        .where(and(eq(aiReadings.id, id), eq(aiReadings.anonId, anonId), isNull(aiReadings.userId)))
        .returning();
      return row ?? null;
    },

    /** The user's readings, newest first, older than `lastId`; and how many are left from there. */
    async pageOfUser(
      userId: number,
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: ReadingRow[]; total: number }> {
      const where = and(
        eq(aiReadings.userId, userId),
        cursor.lastId === undefined ? undefined : lt(aiReadings.id, cursor.lastId),
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(aiReadings).where(where).orderBy(desc(aiReadings.id)).limit(cursor.limit),
        db.select({ n: count() }).from(aiReadings).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async deleteReading(id: number): Promise<void> {
      await db.delete(aiReadings).where(eq(aiReadings.id, id));
    },

    /** The user's latest finished reading with this character (the chat remembers it). */
    async latestCompleted(userId: number, characterId: number): Promise<ReadingRow | undefined> {
      const [row] = await db
        .select()
        .from(aiReadings)
        .where(
          and(
            eq(aiReadings.userId, userId),
            eq(aiReadings.characterId, characterId),
            eq(aiReadings.status, 'COMPLETED'),
          ),
        )
        .orderBy(desc(aiReadings.id))
        .limit(1);
      return row;
    },

    async countOfUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aiReadings)
        .where(eq(aiReadings.userId, userId));
      return Number(row?.n ?? 0);
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
