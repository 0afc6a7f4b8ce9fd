// What other features (sharing) read of readings and characters, built the way the ai routes
// build them, so a share page shows a reading and its character exactly as the reading page does.

import type { AiCharacterSummary, AiReadingCard, TarotSpreadId, TarotTheme } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { readingDeck } from './deck';
import { createAiRepository } from './repository';
import type { AiReadingCard as StoredCard } from './tables';
import { toCharacterSummary, toReadingCardViews } from './views';

/** A completed reading as a share snapshots it. */
export type ReadingShareData = {
  readingId: number;
  character: AiCharacterSummary;
  spread: TarotSpreadId;
  theme: TarotTheme;
  question: string;
  cards: { positionKey: string; cardId: number; reversed: boolean }[];
  answer: string;
  completedAt: Date;
};

/** Character summaries (with their counts) by id; unknown ids are left out. */
export async function characterSummaries(
  db: AppDb,
  ids: readonly number[],
): Promise<Map<number, AiCharacterSummary>> {
  const repository = createAiRepository(db);
  const [rows, stats] = await Promise.all([
    repository.charactersByIds(ids),
    repository.statsOf(ids),
  ]);
  return new Map(rows.map((row) => [row.id, toCharacterSummary(row, stats.get(row.id))]));
}

/** The reading's cards as its page shows them (position names, card summaries, art urls). */
export async function toReadingCards(
  db: AppDb,
  spread: TarotSpreadId,
  cards: readonly Pick<StoredCard, 'positionKey' | 'cardId' | 'reversed'>[],
): Promise<AiReadingCard[]> {
  const deck = await readingDeck(db);
  const stored = cards.map((card, index) => ({ ...card, pickedPosition: index }));
  return toReadingCardViews(spread, stored, deck.byId);
}

/**
 * The user's own COMPLETED reading for a share, or null (not theirs, not finished, missing):
 * the sharing feature answers its own 404/403 from that.
 */
export async function readingForShare(
  db: AppDb,
  readingId: number,
  userId: number,
): Promise<ReadingShareData | null> {
  const repository = createAiRepository(db);
  const row = await repository.findReading(readingId);
  if (!row || row.userId !== userId || row.status !== 'COMPLETED') return null;
  const character = (await characterSummaries(db, [row.characterId])).get(row.characterId);
  if (!character || row.answer === null) return null;
  return {
    readingId: row.id,
    character,
    spread: row.spread as TarotSpreadId,
    theme: row.theme as TarotTheme,
    question: row.question,
    cards: (row.cards ?? []).map(({ positionKey, cardId, reversed }) => ({
      positionKey,
      cardId,
      reversed,
    })),
    answer: row.answer,
    completedAt: row.completedAt ?? row.createdAt,
  };
}
