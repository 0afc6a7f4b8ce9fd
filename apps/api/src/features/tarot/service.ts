import {
  cardArtSvg,
  cardBackSvg,
  type TarotCardDetail,
  type TarotCardSummary,
  type TarotDeck,
  type TarotDeckSummary,
  type TarotSuitSummary,
  type TarotSuitWithCards,
} from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import { tarotMessages } from './messages';
import type { TarotCardRow, TarotDeckRow, TarotRepository, TarotSuitRow } from './repository';

const deckSummary = (deck: TarotDeckRow): TarotDeckSummary => ({
  id: deck.id,
  slug: deck.slug,
  nameKo: deck.nameKo,
  description: deck.description,
  cardCount: deck.cardCount,
});

const suitSummary = (suit: TarotSuitRow): TarotSuitSummary => ({
  id: suit.id,
  suit: suit.suit,
  nameKo: suit.nameKo,
  nameEn: suit.nameEn,
  elementKo: suit.elementKo,
  elementEn: suit.elementEn,
  themes: suit.themes,
  description: suit.description,
});

/** Card summaries name their suit; the deck's suits are read once for all of them. */
function cardSummaryOf(suits: readonly TarotSuitRow[]) {
  const suitById = new Map(suits.map((suit) => [suit.id, suit.suit]));
  return (card: TarotCardRow): TarotCardSummary => ({
    id: card.id,
    code: card.code,
    nameKo: card.nameKo,
    nameEn: card.nameEn,
    arcana: card.arcana,
    suit: card.suitId === null ? null : (suitById.get(card.suitId) ?? null),
    number: card.number,
    keywordsUpright: card.keywordsUpright,
  });
}

/** The public deck api: every answer is read from the stored deck. */
export function createTarotService(repository: TarotRepository) {
  return {
    async listDecks(): Promise<TarotDeckSummary[]> {
      return (await repository.listDecks()).map(deckSummary);
    },

    async deck(id: number): Promise<TarotDeck> {
      const deck = await repository.findDeck(id);
      if (!deck) throw AppError.notFound(tarotMessages.deckNotFound);
      const suits = await repository.suitsOfDeck(deck.id);
      const cards = await repository.cardsOfDeck(deck.id);
      return {
        ...deckSummary(deck),
        suits: suits.map(suitSummary),
        cards: cards.map(cardSummaryOf(suits)),
      };
    },

    async suit(id: number): Promise<TarotSuitWithCards> {
      const suit = await repository.findSuit(id);
      if (!suit) throw AppError.notFound(tarotMessages.suitNotFound);
      const cards = await repository.cardsOfSuit(suit.id);
      return {
        ...suitSummary(suit),
        deckId: suit.deckId,
        cards: cards.map(cardSummaryOf([suit])),
      };
    },

    async card(id: number): Promise<TarotCardDetail> {
      const card = await repository.findCard(id);
      if (!card) throw AppError.notFound(tarotMessages.cardNotFound);
      const suits = await repository.suitsOfDeck(card.deckId);
      const cards = await repository.cardsOfDeck(card.deckId);
      const summary = cardSummaryOf(suits);
      const index = cards.findIndex((each) => each.id === card.id);
      const previous = index > 0 ? cards[index - 1] : undefined;
      const next = cards[index + 1];
      const suit = suits.find((each) => each.id === card.suitId);
      return {
        ...summary(card),
        deckId: card.deckId,
        keywordsReversed: card.keywordsReversed,
        upright: card.upright,
        reversed: card.reversed,
        uprightThemes: card.uprightThemes,
        reversedThemes: card.reversedThemes,
        imagery: card.imagery,
        suitDetail: suit ? suitSummary(suit) : null,
        previous: previous ? summary(previous) : null,
        next: next ? summary(next) : null,
      };
    },

    /** The card's face drawn by code (domain cardArtSvg) from its stored arcana, suit and number. */
    async cardArt(id: number): Promise<string> {
      const card = await repository.findCard(id);
      if (!card) throw AppError.notFound(tarotMessages.cardNotFound);
      const suit = card.suitId === null ? undefined : await repository.findSuit(card.suitId);
      return cardArtSvg({
        arcana: card.arcana,
        suit: suit?.suit ?? null,
        number: card.number,
        nameKo: card.nameKo,
      });
    },

    cardBack(): string {
      return cardBackSvg();
    },
  };
}

export type TarotService = ReturnType<typeof createTarotService>;
