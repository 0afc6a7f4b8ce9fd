import { describe, expect, it } from 'vitest';
import { cardPlace, rankLabel } from './card-place';

describe('rankLabel', () => {
  it('names the ace and the court cards and keeps the pips as numbers', () => {
    expect([1, 2, 10, 11, 12, 13, 14].map(rankLabel)).toEqual([
      '에이스',
      '2',
      '10',
      '시종',
      '기사',
      '여왕',
      '왕',
    ]);
  });
});

describe('cardPlace', () => {
  it('places a major card by its number, 0 included', () => {
    expect(cardPlace({ arcana: 'MAJOR', number: 0 }, null)).toEqual(['메이저 아르카나', '0번']);
  });

  it('places a minor card by its suit and rank', () => {
    expect(cardPlace({ arcana: 'MINOR', number: 13 }, '컵')).toEqual([
      '마이너 아르카나',
      '컵',
      '여왕',
    ]);
  });
});
