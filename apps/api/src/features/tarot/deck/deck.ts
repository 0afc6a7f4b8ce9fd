import { CUPS, CUPS_SUIT } from './cups';
import { MAJOR_ARCANA } from './major';
import { PENTACLES, PENTACLES_SUIT } from './pentacles';
import { SWORDS, SWORDS_SUIT } from './swords';
import type { TarotCardContent, TarotSuitContent } from './types';
import { WANDS, WANDS_SUIT } from './wands';

/** The four suits in the deck's order: fire, water, air, earth. */
export const TAROT_SUITS: readonly TarotSuitContent[] = [
  WANDS_SUIT,
  CUPS_SUIT,
  SWORDS_SUIT,
  PENTACLES_SUIT,
];

/**
 * The product's 78 cards in the deck's order: the major arcana 0–21, then each suit Ace to King.
 * A card's index here is its place in a fresh deck; shuffles permute these indexes.
 */
export const TAROT_DECK: readonly TarotCardContent[] = [
  ...MAJOR_ARCANA,
  ...WANDS,
  ...CUPS,
  ...SWORDS,
  ...PENTACLES,
];
