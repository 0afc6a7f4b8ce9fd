// The spreads a reading can use and the themes a question can have. The api draws as many cards
// as a spread has positions; the reader ties each card to its position's meaning.

export const TAROT_SPREAD_IDS = ['ONE_CARD', 'THREE_CARDS', 'CELTIC_CROSS'] as const;
export type TarotSpreadId = (typeof TAROT_SPREAD_IDS)[number];

export type TarotSpreadPosition = {
  /** Stable within its spread (`PAST`, `OUTCOME`, …). */
  key: string;
  nameKo: string;
  /** What a card in this place speaks of, one Korean line. */
  meaning: string;
};

export type TarotSpread = {
  id: TarotSpreadId;
  nameKo: string;
  description: string;
  /** In the order the cards are laid; the number of cards drawn is its length. */
  positions: readonly TarotSpreadPosition[];
};

export const TAROT_SPREADS = {
  ONE_CARD: {
    id: 'ONE_CARD',
    nameKo: '오늘의 카드',
    description: '카드 한 장으로 지금 가장 필요한 메시지를 간단하고 또렷하게 들어요.',
    positions: [
      {
        key: 'CORE',
        nameKo: '핵심 메시지',
        meaning: '지금 이 질문에서 가장 먼저 마음에 담아 둘 이야기',
      },
    ],
  },
  THREE_CARDS: {
    id: 'THREE_CARDS',
    nameKo: '쓰리 카드',
    description: '과거, 현재, 미래 세 장으로 흐름이 어디에서 와서 어디로 가는지 살펴봐요.',
    positions: [
      { key: 'PAST', nameKo: '과거', meaning: '지금의 상황을 만든 지난 흐름과 그 뿌리' },
      { key: 'PRESENT', nameKo: '현재', meaning: '지금 이 순간 가장 크게 작용하는 기운' },
      { key: 'FUTURE', nameKo: '미래', meaning: '지금의 흐름을 이어 갈 때 다가올 가능성' },
    ],
  },
  CELTIC_CROSS: {
    id: 'CELTIC_CROSS',
    nameKo: '켈틱 크로스',
    description: '열 장의 카드로 상황의 안팎과 마음속, 주변과 앞으로의 흐름까지 깊이 읽어요.',
    positions: [
      { key: 'PRESENT', nameKo: '현재 상황', meaning: '질문을 둘러싼 지금의 모습과 중심 기운' },
      { key: 'CHALLENGE', nameKo: '장애물', meaning: '현재를 가로지르며 앞을 막거나 시험하는 것' },
      {
        key: 'CONSCIOUS',
        nameKo: '의식과 목표',
        meaning: '내가 분명히 알고 바라는 것, 의식하는 목표',
      },
      {
        key: 'SUBCONSCIOUS',
        nameKo: '무의식과 근원',
        meaning: '마음 깊은 곳에 깔린 감정과 이 일의 뿌리',
      },
      { key: 'RECENT_PAST', nameKo: '가까운 과거', meaning: '막 지나가고 있는 일과 그 여운' },
      { key: 'NEAR_FUTURE', nameKo: '가까운 미래', meaning: '곧 다가와 흐름을 바꿀 일' },
      { key: 'SELF', nameKo: '나의 태도', meaning: '이 일을 대하는 나의 자세와 마음가짐' },
      { key: 'ENVIRONMENT', nameKo: '주변 환경', meaning: '주변 사람들과 환경이 주는 영향' },
      {
        key: 'HOPES_FEARS',
        nameKo: '희망과 두려움',
        meaning: '내가 바라면서도 동시에 두려워하는 것',
      },
      { key: 'OUTCOME', nameKo: '결과', meaning: '지금의 흐름이 이어질 때 닿게 될 결말' },
    ],
  },
} as const satisfies Record<TarotSpreadId, TarotSpread>;

export function isTarotSpreadId(value: unknown): value is TarotSpreadId {
  return typeof value === 'string' && (TAROT_SPREAD_IDS as readonly string[]).includes(value);
}

export const TAROT_THEME_IDS = ['LOVE', 'CAREER', 'MONEY', 'RELATIONSHIPS', 'TODAY'] as const;
export type TarotTheme = (typeof TAROT_THEME_IDS)[number];

export const TAROT_THEMES = {
  LOVE: { nameKo: '연애운' },
  CAREER: { nameKo: '직업운' },
  MONEY: { nameKo: '재물운' },
  RELATIONSHIPS: { nameKo: '대인관계운' },
  TODAY: { nameKo: '오늘의 운세' },
} as const satisfies Record<TarotTheme, { nameKo: string }>;

export function isTarotTheme(value: unknown): value is TarotTheme {
  return typeof value === 'string' && (TAROT_THEME_IDS as readonly string[]).includes(value);
}

// Matched against the question with its spaces removed, so "남자 친구" counts as 남자친구.
// 친구 inside 남자친구/여자친구 is love, not friendship; 돈 inside 돈독/돈가스 is not money;
// 오빠/언니 are left out, since they name a partner as often as a sibling.
const THEME_WORDS: Record<Exclude<TarotTheme, 'TODAY'>, readonly RegExp[]> = {
  LOVE: [
    /연애/g,
    /사랑/g,
    /[남여]자친구|남친|여친/g,
    /썸/g,
    /재회/g,
    /고백/g,
    /짝사랑|이별|헤어[지졌진짐]/g,
    /결혼|연인|애인|소개팅|데이트|궁합|전남친|전여친|그사람/g,
  ],
  CAREER: [
    /이직|취업|취직|퇴사|입사/g,
    /회사|직장|업무/g,
    /시험|합격|면접|입시|자격증|공부/g,
    /승진|진로|커리어|사업|창업|프로젝트|알바/g,
  ],
  MONEY: [
    /돈(?!독|가스|까스)/g,
    /재물|금전|재정|재테크/g,
    /투자|주식|코인|부동산/g,
    /월급|연봉|수입|지출|저축|대출|빚|로또/g,
  ],
  RELATIONSHIPS: [
    /(?<![남여]자)친구|남사친|여사친/g,
    /가족|부모|엄마|아빠|형제|자매|동생/g,
    /관계|동료|상사|갈등|화해|모임|사람들/g,
  ],
};

const THEME_ORDER = ['LOVE', 'CAREER', 'MONEY', 'RELATIONSHIPS'] as const;

/**
 * The theme a question is most about: the one whose words occur most often in it, ties going to
 * the earlier of love, career, money, relationships; TODAY when none occurs (오늘, 하루, 운세 or
 * anything else).
 */
export function guessTheme(question: string): TarotTheme {
  const compact = question.replace(/\s+/g, '').toLowerCase();
  let best: TarotTheme = 'TODAY';
  let bestCount = 0;
  for (const theme of THEME_ORDER) {
    const count = THEME_WORDS[theme].reduce(
      (sum, pattern) => sum + (compact.match(pattern)?.length ?? 0),
      0,
    );
    if (count > bestCount) {
      best = theme;
      bestCount = count;
    }
  }
  return best;
}
