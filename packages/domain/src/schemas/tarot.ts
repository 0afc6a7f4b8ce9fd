// Answers of the public deck api (/api/public/tarot-decks…): the product's deck as stored.
import * as v from 'valibot';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const tarotSuitValueSchema = v.picklist(['WANDS', 'CUPS', 'SWORDS', 'PENTACLES']);

/** One deck in the list of decks. */
export const tarotDeckSummarySchema = v.object({
  id: positiveId,
  slug: v.string(),
  nameKo: v.string(),
  description: v.string(),
  cardCount: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type TarotDeckSummary = v.InferOutput<typeof tarotDeckSummarySchema>;

export const tarotDeckListSchema = v.array(tarotDeckSummarySchema);

/** A suit of a deck: its element, theme words and introduction. */
export const tarotSuitSummarySchema = v.object({
  id: positiveId,
  suit: tarotSuitValueSchema,
  nameKo: v.string(),
  nameEn: v.string(),
  elementKo: v.string(),
  elementEn: v.string(),
  themes: v.array(v.string()),
  description: v.string(),
});
export type TarotSuitSummary = v.InferOutput<typeof tarotSuitSummarySchema>;

/** A card in a list: enough to draw its face and name it. */
export const tarotCardSummarySchema = v.object({
  id: positiveId,
  code: v.string(),
  nameKo: v.string(),
  nameEn: v.string(),
  arcana: v.picklist(['MAJOR', 'MINOR']),
  suit: v.nullable(tarotSuitValueSchema),
  number: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  keywordsUpright: v.array(v.string()),
});
export type TarotCardSummary = v.InferOutput<typeof tarotCardSummarySchema>;

/** A deck with its four suits and its cards in the deck's order. */
export const tarotDeckSchema = v.object({
  ...tarotDeckSummarySchema.entries,
  suits: v.array(tarotSuitSummarySchema),
  cards: v.array(tarotCardSummarySchema),
});
export type TarotDeck = v.InferOutput<typeof tarotDeckSchema>;

/** A suit with its 14 cards, Ace to King. */
export const tarotSuitWithCardsSchema = v.object({
  ...tarotSuitSummarySchema.entries,
  deckId: positiveId,
  cards: v.array(tarotCardSummarySchema),
});
export type TarotSuitWithCards = v.InferOutput<typeof tarotSuitWithCardsSchema>;

/** What a card says about one theme of a question. */
export const tarotThemeLinesSchema = v.object({
  love: v.string(),
  career: v.string(),
  money: v.string(),
  relationships: v.string(),
  advice: v.string(),
});

/** One card whole, with its neighbours in the deck's order (null at either end). */
export const tarotCardDetailSchema = v.object({
  ...tarotCardSummarySchema.entries,
  deckId: positiveId,
  keywordsReversed: v.array(v.string()),
  upright: v.string(),
  reversed: v.string(),
  uprightThemes: tarotThemeLinesSchema,
  reversedThemes: tarotThemeLinesSchema,
  imagery: v.string(),
  suitDetail: v.nullable(tarotSuitSummarySchema),
  previous: v.nullable(tarotCardSummarySchema),
  next: v.nullable(tarotCardSummarySchema),
});
export type TarotCardDetail = v.InferOutput<typeof tarotCardDetailSchema>;
