// The written content of the product's own 78-card deck: one file per group of cards
// (major.ts, wands.ts, cups.ts, swords.ts, pentacles.ts), all texts in polite Korean (해요체).

export type TarotArcana = 'MAJOR' | 'MINOR';
export type TarotSuit = 'WANDS' | 'CUPS' | 'SWORDS' | 'PENTACLES';

/** What a card says about one theme of a question, one or two sentences each. */
export type TarotThemeLines = {
  love: string;
  career: string;
  money: string;
  relationships: string;
  /** What to do next: the card's advice for today. */
  advice: string;
};

export type TarotCardContent = {
  /** Stable slug: `major-00` … `major-21`, `wands-01` … `wands-14` (01 Ace … 10, 11 Page, 12 Knight, 13 Queen, 14 King). */
  code: string;
  arcana: TarotArcana;
  suit: TarotSuit | null;
  /** Major 0–21; minor 1–14 as in `code`. */
  number: number;
  nameKo: string;
  nameEn: string;
  /** 3–5 short Korean keywords each. */
  keywordsUpright: readonly string[];
  keywordsReversed: readonly string[];
  /** 3–5 sentences each: what the card means, written for this product. */
  upright: string;
  reversed: string;
  uprightThemes: TarotThemeLines;
  reversedThemes: TarotThemeLines;
  /** What the card's picture shows, one sentence (the art is drawn by code from it). */
  imagery: string;
};

export type TarotSuitContent = {
  suit: TarotSuit;
  nameKo: string;
  nameEn: string;
  /** The classical element in Korean (불, 물, 공기, 흙) and English. */
  elementKo: string;
  elementEn: string;
  /** 3–5 Korean theme words. */
  themes: readonly string[];
  /** 3–4 sentences introducing the suit. */
  description: string;
};
