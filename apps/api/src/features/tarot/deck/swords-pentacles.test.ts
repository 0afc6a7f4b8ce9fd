import { describe, expect, it } from 'vitest';
import { PENTACLES, PENTACLES_SUIT } from './pentacles';
import { SWORDS, SWORDS_SUIT } from './swords';
import type { TarotCardContent, TarotThemeLines } from './types';

const THEMES: readonly (keyof TarotThemeLines)[] = [
  'love',
  'career',
  'money',
  'relationships',
  'advice',
];

/** Counts sentence endings: '.', '!' or '?' followed by a space or the end of the text. */
function sentenceCount(text: string): number {
  return text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

const SUITS = [
  {
    name: 'SWORDS',
    suit: 'SWORDS' as const,
    cards: SWORDS,
    prefix: 'swords',
    nameKo: [
      '소드 에이스',
      '소드 2',
      '소드 3',
      '소드 4',
      '소드 5',
      '소드 6',
      '소드 7',
      '소드 8',
      '소드 9',
      '소드 10',
      '소드 시종',
      '소드 기사',
      '소드 여왕',
      '소드 왕',
    ],
    nameEn: [
      'Ace of Swords',
      'Two of Swords',
      'Three of Swords',
      'Four of Swords',
      'Five of Swords',
      'Six of Swords',
      'Seven of Swords',
      'Eight of Swords',
      'Nine of Swords',
      'Ten of Swords',
      'Page of Swords',
      'Knight of Swords',
      'Queen of Swords',
      'King of Swords',
    ],
  },
  {
    name: 'PENTACLES',
    suit: 'PENTACLES' as const,
    cards: PENTACLES,
    prefix: 'pentacles',
    nameKo: [
      '펜타클 에이스',
      '펜타클 2',
      '펜타클 3',
      '펜타클 4',
      '펜타클 5',
      '펜타클 6',
      '펜타클 7',
      '펜타클 8',
      '펜타클 9',
      '펜타클 10',
      '펜타클 시종',
      '펜타클 기사',
      '펜타클 여왕',
      '펜타클 왕',
    ],
    nameEn: [
      'Ace of Pentacles',
      'Two of Pentacles',
      'Three of Pentacles',
      'Four of Pentacles',
      'Five of Pentacles',
      'Six of Pentacles',
      'Seven of Pentacles',
      'Eight of Pentacles',
      'Nine of Pentacles',
      'Ten of Pentacles',
      'Page of Pentacles',
      'Knight of Pentacles',
      'Queen of Pentacles',
      'King of Pentacles',
    ],
  },
];

describe('suit headers', () => {
  it('describes the Swords suit as air', () => {
    expect(SWORDS_SUIT.suit).toBe('SWORDS');
    expect(SWORDS_SUIT.nameKo).toBe('소드');
    expect(SWORDS_SUIT.nameEn).toBe('Swords');
    expect(SWORDS_SUIT.elementKo).toBe('공기');
    expect(SWORDS_SUIT.elementEn).toBe('Air');
  });

  it('describes the Pentacles suit as earth', () => {
    expect(PENTACLES_SUIT.suit).toBe('PENTACLES');
    expect(PENTACLES_SUIT.nameKo).toBe('펜타클');
    expect(PENTACLES_SUIT.nameEn).toBe('Pentacles');
    expect(PENTACLES_SUIT.elementKo).toBe('흙');
    expect(PENTACLES_SUIT.elementEn).toBe('Earth');
  });

  it('has 3–5 theme words and a 3–4 sentence description for each suit', () => {
    for (const header of [SWORDS_SUIT, PENTACLES_SUIT]) {
      expect(header.themes.length).toBeGreaterThanOrEqual(3);
      expect(header.themes.length).toBeLessThanOrEqual(5);
      expect(sentenceCount(header.description)).toBeGreaterThanOrEqual(3);
      expect(sentenceCount(header.description)).toBeLessThanOrEqual(4);
    }
  });
});

describe.each(SUITS)('$name', ({ suit, cards, prefix, nameKo, nameEn }) => {
  it('has 14 cards with codes and numbers in order', () => {
    expect(cards).toHaveLength(14);
    expect(cards.map((c) => c.code)).toEqual(
      Array.from({ length: 14 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('uses the product names in Korean and English', () => {
    expect(cards.map((c) => c.nameKo)).toEqual(nameKo);
    expect(cards.map((c) => c.nameEn)).toEqual(nameEn);
  });

  it.each(cards.map((c) => [c.code, c] as const))('%s is complete', (_code, card) => {
    expect(card.arcana).toBe('MINOR');
    expect(card.suit).toBe(suit);

    for (const keywords of [card.keywordsUpright, card.keywordsReversed]) {
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.length).toBeLessThanOrEqual(5);
      for (const k of keywords) expect(k.trim().length).toBeGreaterThan(0);
      expect(new Set(keywords).size).toBe(keywords.length);
    }

    for (const text of [card.upright, card.reversed]) {
      expect(sentenceCount(text)).toBeGreaterThanOrEqual(3);
      expect(sentenceCount(text)).toBeLessThanOrEqual(5);
    }
    expect(card.reversed).not.toBe(card.upright);

    for (const lines of [card.uprightThemes, card.reversedThemes]) {
      for (const theme of THEMES) {
        const line = lines[theme];
        expect(line.trim().length).toBeGreaterThan(0);
        expect(sentenceCount(line)).toBeGreaterThanOrEqual(1);
        expect(sentenceCount(line)).toBeLessThanOrEqual(2);
      }
    }
    for (const theme of THEMES) {
      expect(card.reversedThemes[theme]).not.toBe(card.uprightThemes[theme]);
    }

    expect(sentenceCount(card.imagery)).toBe(1);
  });
});

describe('literal facts', () => {
  it('names the first Sword and the last Pentacle', () => {
    expect(SWORDS[0]!.nameKo).toBe('소드 에이스');
    expect(SWORDS[0]!.code).toBe('swords-01');
    expect(SWORDS[13]!.nameEn).toBe('King of Swords');
    expect(PENTACLES[0]!.nameEn).toBe('Ace of Pentacles');
    expect(PENTACLES[13]!.nameEn).toBe('King of Pentacles');
    expect(PENTACLES[13]!.code).toBe('pentacles-14');
  });
});

describe('distinct texts across both suits', () => {
  const all: readonly TarotCardContent[] = [...SWORDS, ...PENTACLES];

  it('gives no two cards the same upright or reversed text', () => {
    expect(new Set(all.map((c) => c.upright)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.reversed)).size).toBe(all.length);
  });

  it('gives no two cards the same imagery', () => {
    expect(new Set(all.map((c) => c.imagery)).size).toBe(all.length);
  });

  it('repeats no theme line between cards', () => {
    const lines = all.flatMap((c) =>
      THEMES.flatMap((t) => [c.uprightThemes[t], c.reversedThemes[t]]),
    );
    expect(new Set(lines).size).toBe(lines.length);
  });
});
