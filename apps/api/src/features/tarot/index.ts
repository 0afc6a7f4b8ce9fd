// The tarot feature: the product's own deck. Other features (ai) read the deck through here.
export { TAROT_DECK, TAROT_SUITS } from './deck/deck';
export type {
  TarotArcana,
  TarotCardContent,
  TarotSuit,
  TarotSuitContent,
  TarotThemeLines,
} from './deck/types';
