import { describe, expect, it } from 'vitest';
import { TAROT_DECK, TAROT_SUITS } from './deck';

describe('TAROT_DECK', () => {
  it('holds 78 cards: 22 major arcana, then 14 of each suit from Ace to King', () => {
    expect(TAROT_DECK).toHaveLength(78);
    expect(TAROT_DECK.filter((card) => card.arcana === 'MAJOR')).toHaveLength(22);
    expect(TAROT_DECK[0]?.code).toBe('major-00');
    expect(TAROT_DECK[21]?.code).toBe('major-21');
    expect(TAROT_DECK[22]?.code).toBe('wands-01');
    expect(TAROT_DECK[36]?.code).toBe('cups-01');
    expect(TAROT_DECK[50]?.code).toBe('swords-01');
    expect(TAROT_DECK[64]?.code).toBe('pentacles-01');
    expect(TAROT_DECK[77]?.code).toBe('pentacles-14');
    expect(TAROT_DECK[77]?.nameKo).toBe('펜타클 왕');
  });

  it('never repeats a code, a name or a meaning across the whole deck', () => {
    for (const field of ['code', 'nameKo', 'nameEn', 'upright', 'reversed', 'imagery'] as const) {
      expect(new Set(TAROT_DECK.map((card) => card[field])).size).toBe(78);
    }
  });

  it('lists the suits with their elements in the deck order', () => {
    expect(TAROT_SUITS.map((suit) => [suit.suit, suit.elementKo])).toEqual([
      ['WANDS', '불'],
      ['CUPS', '물'],
      ['SWORDS', '공기'],
      ['PENTACLES', '흙'],
    ]);
  });
});
