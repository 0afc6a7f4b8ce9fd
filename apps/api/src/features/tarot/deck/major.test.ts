import { describe, expect, it } from 'vitest';
import { MAJOR_ARCANA } from './major';
import type { TarotThemeLines } from './types';

const THEMES: readonly (keyof TarotThemeLines)[] = [
  'love',
  'career',
  'money',
  'relationships',
  'advice',
];

/** Splits a text into sentences at '.', '!' or '?' followed by a space or the end. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.length > 0);
}

function sentenceEndings(text: string): number {
  return text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

describe('MAJOR_ARCANA', () => {
  it('has the 22 cards in order with their codes and numbers', () => {
    expect(MAJOR_ARCANA).toHaveLength(22);
    MAJOR_ARCANA.forEach((card, i) => {
      expect(card.code).toBe(`major-${String(i).padStart(2, '0')}`);
      expect(card.number).toBe(i);
      expect(card.arcana).toBe('MAJOR');
      expect(card.suit).toBeNull();
    });
    expect(MAJOR_ARCANA[0]!.code).toBe('major-00');
    expect(MAJOR_ARCANA[21]!.code).toBe('major-21');
  });

  it('uses the standard names (Rider–Waite numbering)', () => {
    expect(MAJOR_ARCANA[0]!.nameKo).toBe('바보');
    expect(MAJOR_ARCANA[0]!.nameEn).toBe('The Fool');
    expect(MAJOR_ARCANA[8]!.nameEn).toBe('Strength');
    expect(MAJOR_ARCANA[11]!.nameEn).toBe('Justice');
    expect(MAJOR_ARCANA[13]!.nameKo).toBe('죽음');
    expect(MAJOR_ARCANA[21]!.nameEn).toBe('The World');
    expect(MAJOR_ARCANA.map((c) => c.nameKo)).toEqual([
      '바보',
      '마법사',
      '여사제',
      '여황제',
      '황제',
      '교황',
      '연인',
      '전차',
      '힘',
      '은둔자',
      '운명의 수레바퀴',
      '정의',
      '매달린 사람',
      '죽음',
      '절제',
      '악마',
      '탑',
      '별',
      '달',
      '태양',
      '심판',
      '세계',
    ]);
  });

  it.each(MAJOR_ARCANA.map((c) => [c.code, c] as const))('%s is complete', (_code, card) => {
    for (const keywords of [card.keywordsUpright, card.keywordsReversed]) {
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.length).toBeLessThanOrEqual(5);
      for (const k of keywords) expect(k.trim()).not.toBe('');
      expect(new Set(keywords).size).toBe(keywords.length);
    }

    for (const text of [card.upright, card.reversed]) {
      expect(sentenceEndings(text)).toBeGreaterThanOrEqual(3);
      expect(sentenceEndings(text)).toBeLessThanOrEqual(5);
    }
    expect(card.upright).not.toBe(card.reversed);

    for (const themes of [card.uprightThemes, card.reversedThemes]) {
      for (const theme of THEMES) {
        const line = themes[theme];
        expect(line.trim(), `${card.code} ${theme}`).not.toBe('');
        expect(sentenceEndings(line)).toBeGreaterThanOrEqual(1);
        expect(sentenceEndings(line)).toBeLessThanOrEqual(2);
      }
    }

    expect(sentenceEndings(card.imagery)).toBe(1);
  });

  it('ends every sentence in polite form (…요. / …다.)', () => {
    const texts = MAJOR_ARCANA.flatMap((c) => [
      c.upright,
      c.reversed,
      c.imagery,
      ...THEMES.map((t) => c.uprightThemes[t]),
      ...THEMES.map((t) => c.reversedThemes[t]),
    ]);
    for (const text of texts) {
      for (const s of sentences(text)) expect(s, s).toMatch(/[요다][.!?]$/);
    }
  });

  it('never repeats a text between cards', () => {
    const uprights = MAJOR_ARCANA.map((c) => c.upright);
    expect(new Set(uprights).size).toBe(uprights.length);
    const reverseds = MAJOR_ARCANA.map((c) => c.reversed);
    expect(new Set(reverseds).size).toBe(reverseds.length);
    const themeLines = MAJOR_ARCANA.flatMap((c) =>
      THEMES.flatMap((t) => [c.uprightThemes[t], c.reversedThemes[t]]),
    );
    expect(new Set(themeLines).size).toBe(themeLines.length);
    const imagery = MAJOR_ARCANA.map((c) => c.imagery);
    expect(new Set(imagery).size).toBe(imagery.length);
  });
});
