import { describe, expect, it } from 'vitest';
import {
  guessTheme,
  isTarotSpreadId,
  isTarotTheme,
  TAROT_SPREAD_IDS,
  TAROT_SPREADS,
  TAROT_THEME_IDS,
  TAROT_THEMES,
} from './spreads';

describe('TAROT_SPREADS', () => {
  it('lays 1, 3 and 10 cards in their named positions', () => {
    expect(TAROT_SPREAD_IDS).toEqual(['ONE_CARD', 'THREE_CARDS', 'CELTIC_CROSS']);
    expect(TAROT_SPREADS.ONE_CARD.positions.map((p) => p.nameKo)).toEqual(['핵심 메시지']);
    expect(TAROT_SPREADS.THREE_CARDS.positions.map((p) => p.nameKo)).toEqual([
      '과거',
      '현재',
      '미래',
    ]);
    expect(TAROT_SPREADS.CELTIC_CROSS.positions.map((p) => p.nameKo)).toEqual([
      '현재 상황',
      '장애물',
      '의식과 목표',
      '무의식과 근원',
      '가까운 과거',
      '가까운 미래',
      '나의 태도',
      '주변 환경',
      '희망과 두려움',
      '결과',
    ]);
  });

  it('gives each spread an id matching its key, unique position keys and Korean texts', () => {
    for (const id of TAROT_SPREAD_IDS) {
      const spread = TAROT_SPREADS[id];
      expect(spread.id).toBe(id);
      expect(spread.nameKo).toMatch(/[가-힣]/);
      expect(spread.description).toMatch(/요\.$/);
      const keys = spread.positions.map((p) => p.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const position of spread.positions) expect(position.meaning).toMatch(/[가-힣]/);
    }
  });

  it('guards ids and themes', () => {
    expect(isTarotSpreadId('CELTIC_CROSS')).toBe(true);
    expect(isTarotSpreadId('FIVE_CARDS')).toBe(false);
    expect(isTarotSpreadId(3)).toBe(false);
    expect(isTarotTheme('MONEY')).toBe(true);
    expect(isTarotTheme('money')).toBe(false);
    expect(TAROT_THEME_IDS.map((id) => TAROT_THEMES[id].nameKo)).toEqual([
      '연애운',
      '직업운',
      '재물운',
      '대인관계운',
      '오늘의 운세',
    ]);
  });
});

describe('guessTheme', () => {
  it.each([
    ['그 사람과 연애를 시작할 수 있을까요?', 'LOVE'],
    ['남자친구가 요즘 연락이 뜸해요', 'LOVE'],
    ['남자 친구 마음이 궁금해요', 'LOVE'],
    ['썸 타는 사람이 있어요', 'LOVE'],
    ['전 애인과 재회할 수 있을까요', 'LOVE'],
    ['그 사람이 저를 사랑할까요', 'LOVE'],
    ['이직을 해도 될까요?', 'CAREER'],
    ['올해 취업할 수 있을까요', 'CAREER'],
    ['회사 생활이 너무 힘들어요', 'CAREER'],
    ['다음 달 시험에 붙을까요', 'CAREER'],
    ['이번 달 돈이 들어올까요', 'MONEY'],
    ['재물운이 궁금해요', 'MONEY'],
    ['주식 투자 계속해도 될까요', 'MONEY'],
    ['월급이 오를까요', 'MONEY'],
    ['친구와 사이가 멀어졌어요', 'RELATIONSHIPS'],
    ['가족 관계가 좋아질까요', 'RELATIONSHIPS'],
    ['사랑하는 가족과의 관계가 걱정돼요', 'RELATIONSHIPS'],
    ['친구랑 돈독해지고 싶어요', 'RELATIONSHIPS'],
    ['오늘 하루 어떨까요', 'TODAY'],
    ['오늘 운세 알려 주세요', 'TODAY'],
    ['오늘 그 사람에게 연락이 올까요', 'LOVE'],
    ['', 'TODAY'],
    ['아무거나 봐 주세요', 'TODAY'],
  ] as const)('%s → %s', (question, theme) => {
    expect(guessTheme(question)).toBe(theme);
  });
});
