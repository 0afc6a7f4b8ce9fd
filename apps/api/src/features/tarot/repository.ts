import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import type { TarotCardContent, TarotSuitContent } from './deck/types';
import { tarotCards, tarotDecks, tarotSuits } from './tables';

export type TarotDeckRow = typeof tarotDecks.$inferSelect;
export type TarotSuitRow = typeof tarotSuits.$inferSelect;
export type TarotCardRow = typeof tarotCards.$inferSelect;

export type TarotDeckContent = {
  slug: string;
  nameKo: string;
  description: string;
  suits: readonly TarotSuitContent[];
  cards: readonly TarotCardContent[];
};

/** Postgres `integer` ids: a larger number names no row and must not reach the query. */
const MAX_SERIAL_ID = 2_147_483_647;
const isStoredId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_SERIAL_ID;

export function createTarotRepository(db: AppDb) {
  return {
    listDecks(): Promise<TarotDeckRow[]> {
      return db.select().from(tarotDecks).orderBy(asc(tarotDecks.id));
    },

    async findDeck(id: number): Promise<TarotDeckRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db.select().from(tarotDecks).where(eq(tarotDecks.id, id)).limit(1);
      return row;
    },

    async findSuit(id: number): Promise<TarotSuitRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db.select().from(tarotSuits).where(eq(tarotSuits.id, id)).limit(1);
      return row;
    },

    async findCard(id: number): Promise<TarotCardRow | undefined> {
      if (!isStoredId(id)) return undefined;
      const [row] = await db.select().from(tarotCards).where(eq(tarotCards.id, id)).limit(1);
      return row;
    },

    suitsOfDeck(deckId: number): Promise<TarotSuitRow[]> {
      return db
        .select()
        .from(tarotSuits)
        .where(eq(tarotSuits.deckId, deckId))
        .orderBy(asc(tarotSuits.sortOrder));
    },

    /** The deck's cards in the deck's order. */
    cardsOfDeck(deckId: number): Promise<TarotCardRow[]> {
      return db
        .select()
        .from(tarotCards)
        .where(eq(tarotCards.deckId, deckId))
        .orderBy(asc(tarotCards.sortOrder));
    },

    cardsOfSuit(suitId: number): Promise<TarotCardRow[]> {
      return db
        .select()
        .from(tarotCards)
        .where(eq(tarotCards.suitId, suitId))
        .orderBy(asc(tarotCards.sortOrder));
    },

    /**
     * Writes a deck, its suits and cards: inserted when missing, texts updated when the content
     * changed (by slug, by suit and by code), so running it again changes nothing else.
     */
    async upsertDeck(content: TarotDeckContent): Promise<void> {
      await db.transaction(async (tx) => {
        const deckValues = {
          slug: content.slug,
          nameKo: content.nameKo,
          description: content.description,
          cardCount: content.cards.length,
        };
        const [deck] = await tx
          .insert(tarotDecks)
          .values(deckValues)
          .onConflictDoUpdate({ target: tarotDecks.slug, set: deckValues })
          .returning({ id: tarotDecks.id });
        if (!deck) throw new Error(`tarot deck ${content.slug} was not stored`);

        const suits = await tx
          .insert(tarotSuits)
          .values(
            content.suits.map((suit, index) => ({
              ...suit,
              themes: [...suit.themes],
              deckId: deck.id,
              sortOrder: index,
            })),
          )
          .onConflictDoUpdate({
            target: [tarotSuits.deckId, tarotSuits.suit],
            set: {
              nameKo: sql`excluded.name_ko`,
              nameEn: sql`excluded.name_en`,
              elementKo: sql`excluded.element_ko`,
              elementEn: sql`excluded.element_en`,
              themes: sql`excluded.themes`,
              description: sql`excluded.description`,
              sortOrder: sql`excluded.sort_order`,
            },
          })
          .returning({ id: tarotSuits.id, suit: tarotSuits.suit });
        const suitIds = new Map(suits.map((row) => [row.suit, row.id]));

        await tx
          .insert(tarotCards)
          .values(
            content.cards.map((card, index) => ({
              deckId: deck.id,
              code: card.code,
              arcana: card.arcana,
              suitId: card.suit ? (suitIds.get(card.suit) ?? null) : null,
              number: card.number,
              nameKo: card.nameKo,
              nameEn: card.nameEn,
              keywordsUpright: [...card.keywordsUpright],
              keywordsReversed: [...card.keywordsReversed],
              upright: card.upright,
              reversed: card.reversed,
              uprightThemes: card.uprightThemes,
              reversedThemes: card.reversedThemes,
              imagery: card.imagery,
              sortOrder: index,
            })),
          )
          .onConflictDoUpdate({
            target: [tarotCards.deckId, tarotCards.code],
            set: {
              arcana: sql`excluded.arcana`,
              suitId: sql`excluded.suit_id`,
              number: sql`excluded.number`,
              nameKo: sql`excluded.name_ko`,
              nameEn: sql`excluded.name_en`,
              keywordsUpright: sql`excluded.keywords_upright`,
              keywordsReversed: sql`excluded.keywords_reversed`,
              upright: sql`excluded.upright`,
              reversed: sql`excluded.reversed`,
              uprightThemes: sql`excluded.upright_themes`,
              reversedThemes: sql`excluded.reversed_themes`,
              imagery: sql`excluded.imagery`,
              sortOrder: sql`excluded.sort_order`,
            },
          });
      });
    },
  };
}

export type TarotRepository = ReturnType<typeof createTarotRepository>;
