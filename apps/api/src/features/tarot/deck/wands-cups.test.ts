import { describe, expect, it } from 'vitest';
import { CUPS, CUPS_SUIT } from './cups';
import type { TarotCardContent, TarotThemeLines } from './types';
import { WANDS, WANDS_SUIT } from './wands';

const THEME_KEYS: readonly (keyof TarotThemeLines)[] = [
  'love',
  'career',
  'money',
  'relationships',
  'advice',
];

/** Sentences of a Korean text: pieces ending in `.`, `?` or `!`. */
function sentenceCount(text: string): number {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0).length;
}

const suits: readonly [string, 'WANDS' | 'CUPS', readonly TarotCardContent[]][] = [
  ['wands', 'WANDS', WANDS],
  ['cups', 'CUPS', CUPS],
];

describe('the wands and cups suits', () => {
  it('have 14 cards each, with codes and numbers in order', () => {
    expect(WANDS).toHaveLength(14);
    expect(CUPS).toHaveLength(14);
    expect(WANDS.map((c) => c.code)).toEqual([
      'wands-01',
      'wands-02',
      'wands-03',
      'wands-04',
      'wands-05',
      'wands-06',
      'wands-07',
      'wands-08',
      'wands-09',
      'wands-10',
      'wands-11',
      'wands-12',
      'wands-13',
      'wands-14',
    ]);
    expect(CUPS.map((c) => c.code)).toEqual([
      'cups-01',
      'cups-02',
      'cups-03',
      'cups-04',
      'cups-05',
      'cups-06',
      'cups-07',
      'cups-08',
      'cups-09',
      'cups-10',
      'cups-11',
      'cups-12',
      'cups-13',
      'cups-14',
    ]);
    expect(WANDS.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(CUPS.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('names the cards and suits as the product does', () => {
    expect(WANDS[0]?.nameKo).toBe('완드 에이스');
    expect(WANDS[0]?.nameEn).toBe('Ace of Wands');
    expect(WANDS[9]?.nameKo).toBe('완드 10');
    expect(WANDS[10]?.nameKo).toBe('완드 시종');
    expect(WANDS[13]?.nameEn).toBe('King of Wands');
    expect(CUPS[0]?.nameKo).toBe('컵 에이스');
    expect(CUPS[11]?.nameKo).toBe('컵 기사');
    expect(CUPS[12]?.nameEn).toBe('Queen of Cups');
    expect(CUPS[13]?.nameEn).toBe('King of Cups');
    expect(CUPS[13]?.nameKo).toBe('컵 왕');
    expect(WANDS_SUIT.suit).toBe('WANDS');
    expect(WANDS_SUIT.elementKo).toBe('불');
    expect(WANDS_SUIT.elementEn).toBe('Fire');
    expect(CUPS_SUIT.suit).toBe('CUPS');
    expect(CUPS_SUIT.elementKo).toBe('물');
    expect(CUPS_SUIT.elementEn).toBe('Water');
  });

  it('introduces each suit with 3–5 themes and 3–4 sentences', () => {
    for (const suit of [WANDS_SUIT, CUPS_SUIT]) {
      expect(suit.themes.length).toBeGreaterThanOrEqual(3);
      expect(suit.themes.length).toBeLessThanOrEqual(5);
      expect(sentenceCount(suit.description)).toBeGreaterThanOrEqual(3);
      expect(sentenceCount(suit.description)).toBeLessThanOrEqual(4);
    }
  });

  for (const [label, suit, cards] of suits) {
    describe(label, () => {
      it.each(cards.map((c) => [c.code, c] as const))('%s is complete', (_code, card) => {
        expect(card.arcana).toBe('MINOR');
        expect(card.suit).toBe(suit);
        for (const keywords of [card.keywordsUpright, card.keywordsReversed]) {
          expect(keywords.length).toBeGreaterThanOrEqual(3);
          expect(keywords.length).toBeLessThanOrEqual(5);
          for (const k of keywords) expect(k.trim()).not.toBe('');
        }
        for (const text of [card.upright, card.reversed]) {
          expect(sentenceCount(text)).toBeGreaterThanOrEqual(3);
          expect(sentenceCount(text)).toBeLessThanOrEqual(5);
        }
        expect(card.reversed).not.toBe(card.upright);
        for (const themes of [card.uprightThemes, card.reversedThemes]) {
          for (const key of THEME_KEYS) expect(themes[key].trim()).not.toBe('');
        }
        expect(card.imagery.trim()).not.toBe('');
      });
    });
  }

  it('gives every card its own texts', () => {
    const all = [...WANDS, ...CUPS];
    const distinct = (pick: (c: TarotCardContent) => string) => new Set(all.map(pick)).size;
    expect(distinct((c) => c.upright)).toBe(all.length);
    expect(distinct((c) => c.reversed)).toBe(all.length);
    expect(distinct((c) => c.imagery)).toBe(all.length);
    expect(distinct((c) => c.code)).toBe(all.length);
  });
});
