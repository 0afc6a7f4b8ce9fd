import { homeSchema } from '@arcana/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readHome } from './read-home';

const home = {
  todayCard: {
    date: '2026-11-25',
    card: {
      id: 50,
      code: 'cups-14',
      nameKo: '컵 왕',
      nameEn: 'King of Cups',
      arcana: 'MINOR',
      suit: 'CUPS',
      number: 14,
      keywordsUpright: ['감정의 균형', '너그러움'],
      artUrl: '/api/public/tarot-decks/cards/50/art.svg',
    },
    reversed: true,
    keywords: ['감정 기복', '회피'],
    message: '마음을 다스리기 어려운 날이에요. 잠시 숨을 고르고 말해 보세요.',
  },
  characters: [],
  onlineCounselors: [],
  popularProducts: [],
  latestReviews: [],
  events: [
    {
      id: 3,
      title: '첫 상담 20% 할인',
      summary: '처음 만나는 상담사와의 첫 상담을 가볍게 시작해 보세요.',
      image: null,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-11-30T14:59:59.000Z',
      state: 'ONGOING',
    },
  ],
  notices: [
    {
      id: 8,
      category: 'MAINTENANCE',
      title: '11월 28일 새벽 서버 점검 안내',
      pinned: true,
      publishedAt: '2026-11-20T01:00:00.000Z',
    },
  ],
};

const broken: [string, unknown][] = [
  ['no today’s card', { ...home, todayCard: undefined }],
  ['a card without its art', { ...home, todayCard: { ...home.todayCard, card: { id: 50 } } }],
  ['reversed as text', { ...home, todayCard: { ...home.todayCard, reversed: 'true' } }],
  ['a missing section', { ...home, notices: undefined }],
  ['a section that is no list', { ...home, events: { id: 3 } }],
  ['an item without its id', { ...home, notices: [{ title: '점검 안내' }] }],
  ['no object at all', '[]'],
];

describe('readHome', () => {
  it('takes what the domain schema takes', () => {
    expect(v.safeParse(homeSchema, home).success).toBe(true);
    expect(readHome(home)).toBe(home);
  });

  it.each(broken)('refuses %s, as the domain schema does', (_name, data) => {
    expect(v.safeParse(homeSchema, data).success).toBe(false);
    expect(readHome(data)).toBeNull();
  });
});
