import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HOME_SECTION_LIMITS, homeSchema, todayCardSchema } from './home';

const todayCard = {
  date: '2026-11-24',
  card: {
    id: 48,
    code: 'cups-12',
    nameKo: '컵 기사',
    nameEn: 'Knight of Cups',
    arcana: 'MINOR',
    suit: 'CUPS',
    number: 12,
    keywordsUpright: ['낭만', '다정함'],
    artUrl: '/api/public/tarot-decks/cards/48/art.svg',
  },
  reversed: false,
  keywords: ['낭만', '다정함'],
  message: '마음이 이끄는 대로 부드럽게 다가가는 낭만적인 에너지가 담긴 카드예요.',
};

describe('homeSchema', () => {
  it('bounds every section of the home', () => {
    expect(HOME_SECTION_LIMITS).toEqual({
      characters: 8,
      onlineCounselors: 8,
      popularProducts: 6,
      latestReviews: 6,
      events: 3,
      notices: 5,
    });
  });

  it('reads a home with today’s card and empty sections', () => {
    const home = {
      todayCard,
      characters: [],
      onlineCounselors: [],
      popularProducts: [],
      latestReviews: [],
      events: [],
      notices: [],
    };
    expect(v.parse(homeSchema, home)).toEqual(home);
  });

  it('refuses a card without its Seoul day or with a day written otherwise', () => {
    expect(v.safeParse(todayCardSchema, { ...todayCard, date: '2026.11.24' }).success).toBe(false);
    const { date: _, ...undated } = todayCard;
    expect(v.safeParse(todayCardSchema, undated).success).toBe(false);
  });
});
