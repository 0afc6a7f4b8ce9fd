import type { AiCharacterSummary, AiReadingCard, TarotSpreadId } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { MAX_SERIAL_ID } from '../../lib/cursor-page';
import {
  aiReadings,
  characterSummaries,
  type ReadingShareData,
  readingForShare,
  toReadingCards,
} from '../ai';

// What sharing reads of the ai feature, only through its index: the reading a share snapshots,
// character summaries and cards built the way the reading page builds them.

type StoredCard = { positionKey: string; cardId: number; reversed: boolean };

/** Why a reading cannot be shared, when it cannot. */
export type ShareableOutcome =
  | { ok: true; reading: ReadingShareData }
  | { ok: false; reason: 'NOT_FOUND' | 'NOT_YOURS' | 'NOT_COMPLETED' };

export function createSharingAi(db: AppDb) {
  return {
    async shareable(readingId: number, userId: number): Promise<ShareableOutcome> {
      const reading = await readingForShare(db, readingId, userId);
      if (reading) return { ok: true, reading };
      if (readingId > MAX_SERIAL_ID) return { ok: false, reason: 'NOT_FOUND' };
      // readingForShare says only "no": the row tells which answer the caller gets.
      const [row] = await db
        .select({ userId: aiReadings.userId })
        .from(aiReadings)
        .where(eq(aiReadings.id, readingId))
        .limit(1);
      if (!row) return { ok: false, reason: 'NOT_FOUND' };
      if (row.userId !== userId) return { ok: false, reason: 'NOT_YOURS' };
      return { ok: false, reason: 'NOT_COMPLETED' };
    },

    characterSummaries(ids: readonly number[]): Promise<Map<number, AiCharacterSummary>> {
      return characterSummaries(db, ids);
    },

    readingCards(spread: TarotSpreadId, cards: readonly StoredCard[]): Promise<AiReadingCard[]> {
      return toReadingCards(db, spread, cards);
    },
  };
}

export type SharingAi = ReturnType<typeof createSharingAi>;
