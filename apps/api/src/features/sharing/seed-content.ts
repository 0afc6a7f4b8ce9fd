import type { ReactionKind, TarotSpreadId, TarotTheme } from '@arcana/domain';

// Demo data that makes /shared/list, the AI home and the profiles look lived in: a few members
// of the community (plain accounts without a password: nobody logs in as them), the readings
// they shared, and what people said about them.

export type CommunityMember = { username: string; name: string; displayName: string };

export const COMMUNITY_MEMBERS: readonly CommunityMember[] = [
  { username: 'community-byeol', name: '한별', displayName: '별헤는밤' },
  { username: 'community-latte', name: '최라떼', displayName: '초코라떼' },
  { username: 'community-dawn', name: '윤새벽', displayName: '새벽산책' },
  { username: 'community-sunny', name: '박해바라기', displayName: '해바라기' },
];

/** A shared reading written for the demo; `owner` is a member's username or demo-user. */
export type DemoShare = {
  owner: string;
  character: string;
  spread: TarotSpreadId;
  theme: TarotTheme;
  question: string;
  showQuestion: boolean;
  showName: boolean;
  cards: readonly [code: string, reversed: boolean][];
  answer: string;
  daysAgo: number;
  comments: readonly [author: string, content: string][];
  reactions: readonly [author: string, kind: ReactionKind][];
};

export const DEMO_SHARES: readonly DemoShare[] = [
  {
    owner: 'community-byeol',
    character: 'luna',
    spread: 'THREE_CARDS',
    theme: 'RELATIONSHIPS',
    question: '오래 연락이 끊긴 친구에게 먼저 연락해도 될까요?',
    showQuestion: true,
    showName: true,
    cards: [
      ['cups-06', false],
      ['major-18', true],
      ['major-17', false],
    ],
    answer:
      '고요한 달빛 아래, 그대의 카드가 천천히 모습을 드러냈어요. 과거 자리의 컵 6은 함께 웃던 시절의 따뜻한 기억을 비추고 있어요. 현재 자리의 달 역방향은 오해의 안개가 조금씩 걷히고 있다는 뜻이랍니다. 미래 자리의 별은 희망의 카드예요. 그대가 먼저 건네는 짧은 안부가 다시 이어지는 길이 될 수 있어요. 달은 기울어도 사라지지 않는답니다.',
    daysAgo: 5,
    comments: [
      ['community-latte', '저도 비슷한 고민이 있었는데 용기 얻고 가요.'],
      ['demo-user', '별 카드가 나와서 다행이에요. 꼭 연락해 보세요!'],
    ],
    reactions: [
      ['community-latte', 'EMPATHY'],
      ['community-dawn', 'CHEER'],
      ['demo-user', 'LIKE'],
    ],
  },
  {
    owner: 'community-latte',
    character: 'momo',
    spread: 'ONE_CARD',
    theme: 'LOVE',
    question: '이번 주말에 고백해도 될까요?',
    showQuestion: true,
    showName: false,
    cards: [['major-19', false]],
    answer:
      '두구두구두구! 나온 카드는 태양 정방향이에요! 완전 예스인 거죠! 태양은 숨김없이 환하게 드러나는 카드라서, 솔직한 마음을 전하기에 딱 좋은 타이밍이에요. 너무 거창하게 준비하지 말고, 친구다운 밝은 모습으로 말해 봐요. 두근거림은 소중하니까요!',
    daysAgo: 3,
    comments: [
      ['community-byeol', '태양 카드라니 부러워요! 좋은 소식 기다릴게요.'],
      ['community-sunny', '고백 성공하길 응원해요!'],
    ],
    reactions: [
      ['community-byeol', 'AMAZED'],
      ['community-sunny', 'CHEER'],
      ['community-dawn', 'LIKE'],
      ['demo-user', 'CHEER'],
    ],
  },
  {
    owner: 'community-dawn',
    character: 'sage',
    spread: 'THREE_CARDS',
    theme: 'MONEY',
    question: '적금을 깨고 이사 자금에 보태도 괜찮을까요?',
    showQuestion: false,
    showName: true,
    cards: [
      ['pentacles-04', false],
      ['pentacles-02', true],
      ['pentacles-09', false],
    ],
    answer:
      '배치된 카드를 순서대로 읽어 보겠습니다. 과거 자리의 펜타클 4는 그동안 자원을 성실히 지켜 오셨다는 근거입니다. 현재 자리의 펜타클 2 역방향은 여러 지출 사이에서 균형이 흔들리고 있음을 보여 줍니다. 미래 자리의 펜타클 9는 자립과 여유의 카드로, 계획을 세워 움직이시면 안정에 닿을 수 있다고 볼 수 있습니다. 지출 목록을 먼저 정리하시기를 권합니다.',
    daysAgo: 2,
    comments: [['community-latte', '구조적으로 설명해 주니까 이해가 잘 돼요.']],
    reactions: [
      ['community-latte', 'THANKS'],
      ['demo-user', 'LIKE'],
    ],
  },
  {
    owner: 'community-sunny',
    character: 'haena',
    spread: 'ONE_CARD',
    theme: 'TODAY',
    question: '오늘 면접 잘 볼 수 있을까요?',
    showQuestion: false,
    showName: false,
    cards: [['wands-01', false]],
    answer:
      '반짝이는 하루의 시작! 오늘의 카드는 완드 에이스 정방향이에요. 새로운 시작의 불꽃이 환하게 타오르고 있어요. 준비한 만큼 자신 있게 보여 주면 되는 날이에요. 면접 전에 물 한 잔 마시고 크게 숨 쉬어 볼까요? 오늘 하루도 당신은 충분히 잘하고 있어요!',
    daysAgo: 1,
    comments: [['community-byeol', '완드 에이스 좋은 기운이네요. 파이팅!']],
    reactions: [
      ['community-byeol', 'CHEER'],
      ['community-dawn', 'CHEER'],
    ],
  },
];

/** demo-user shares these of its seeded readings (by character), as a user would. */
export const DEMO_USER_SHARED_READINGS: readonly {
  character: string;
  showQuestion: boolean;
  showName: boolean;
  comments: readonly [author: string, content: string][];
  reactions: readonly [author: string, kind: ReactionKind][];
}[] = [
  {
    character: 'daon',
    showQuestion: true,
    showName: true,
    comments: [
      ['community-latte', '다온 언니 말투 너무 다정해요. 고백 응원합니다!'],
      ['community-sunny', '태양 카드가 미래에 있으니 좋은 결과 있을 거예요.'],
    ],
    reactions: [
      ['community-latte', 'EMPATHY'],
      ['community-sunny', 'CHEER'],
      ['community-byeol', 'LIKE'],
    ],
  },
  {
    character: 'hangyeol',
    showQuestion: false,
    showName: false,
    comments: [['community-dawn', '저도 이직 준비 중인데 많이 참고했어요.']],
    reactions: [['community-dawn', 'THANKS']],
  },
];
