// The deck the readings draw from: the stored arcana-classic deck, read once per database and
// kept (it changes only with a release, when the seed rewrites it at start-up).

import type { TarotCardSummary } from '@arcana/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import {
  ARCANA_CLASSIC_DECK,
  TAROT_DECK,
  type TarotCardContent,
  tarotCards,
  tarotDecks,
  tarotSuits,
} from '../tarot';

export type ReadingDeck = {
  /** Card summaries in the deck's order: a drawn index is a position in this list. */
  cards: readonly TarotCardSummary[];
  byId: ReadonlyMap<number, TarotCardSummary>;
  /** The written content (meanings, themes) the offline reader uses. */
  contentOf(cardId: number): TarotCardContent | undefined;
};

const contentByCode = new Map(TAROT_DECK.map((card) => [card.code, card]));
const decks = new WeakMap<AppDb, Promise<ReadingDeck>>();

async function readDeck(db: AppDb): Promise<ReadingDeck> {
  const rows = await db
    .select({
      id: tarotCards.id,
      code: tarotCards.code,
      nameKo: tarotCards.nameKo,
      nameEn: tarotCards.nameEn,
      arcana: tarotCards.arcana,
      suit: tarotSuits.suit,
      number: tarotCards.number,
      keywordsUpright: tarotCards.keywordsUpright,
    })
    .from(tarotCards)
    .innerJoin(tarotDecks, eq(tarotDecks.id, tarotCards.deckId))
    .leftJoin(tarotSuits, eq(tarotSuits.id, tarotCards.suitId))
    .where(eq(tarotDecks.slug, ARCANA_CLASSIC_DECK.slug))
    .orderBy(asc(tarotCards.sortOrder));
  const cards: TarotCardSummary[] = rows.map((row) => ({ ...row, suit: row.suit ?? null }));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    cards,
    byId,
    contentOf: (cardId) => {
      const code = byId.get(cardId)?.code;
      return code === undefined ? undefined : contentByCode.get(code);
    },
  };
}

/** The stored deck; an empty read (before the seed) is not kept. */
export function readingDeck(db: AppDb): Promise<ReadingDeck> {
  const known = decks.get(db);
  if (known) return known;
  const read = readDeck(db);
  decks.set(db, read);
  read.then(
    (deck) => {
      if (deck.cards.length === 0) decks.delete(db);
    },
    () => decks.delete(db),
  );
  return read;
}
