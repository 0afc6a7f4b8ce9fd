// Past counseling sessions of the demo (issue 10), as plain values: who met whom, with which
// product, when (Seoul days before the seed), how it ended, what they wrote in the room and the
// review that followed. seed-history.ts turns them into orders, payments, sessions, messages,
// refunds and reviews. Counselors used by e2e suites (and counselor16–18) are left out.

export type HistoryEnd =
  | 'COMPLETED_BY_USER'
  | 'COMPLETED_BY_COUNSELOR'
  | 'TIME_UP'
  | 'NO_SHOW_COUNSELOR';

/** [who, seconds after the clock started (NO_SHOW: after the user entered), text]. */
export type HistoryLine = readonly [side: 'USER' | 'COUNSELOR', at: number, text: string];

export type HistorySession = {
  /** Stable: the orders' ids are made from it, and its presence tells the seed ran. */
  key: string;
  username: string;
  counselorUsername: string;
  productName: string;
  startType: 'IMMEDIATE' | 'RESERVATION';
  /** Seoul days before the seed's day, and the Seoul wall time the session started. */
  daysAgo: number;
  hour: number;
  minute: number;
  end: HistoryEnd;
  /** Seconds the billed clock counted (0 for a no-show). */
  billedSeconds: number;
  /** 10 more minutes bought during the session (an ADD_TIME order). */
  addedTime?: boolean;
  review?: { rating: number; content: string; reply?: string };
  lines: readonly HistoryLine[];
};

export const HISTORY_SESSIONS: readonly HistorySession[] = [
  {
    key: 'demo-01',
    username: 'demo-user',
    counselorUsername: 'demo-counselor',
    productName: '별빛 타로 20분 채팅 상담',
    startType: 'RESERVATION',
    daysAgo: 82,
    hour: 21,
    minute: 0,
    end: 'COMPLETED_BY_USER',
    billedSeconds: 1_050,
    review: {
      rating: 5,
      content:
        '썸인지 아닌지 애매해서 혼자 속앓이만 했는데, 카드 흐름을 하나하나 설명해 주셔서 마음이 정리됐어요. 먼저 가볍게 연락해 보라는 말씀대로 해 볼게요.',
      reply:
        '용기 내서 물어봐 주셔서 고마워요. 가볍게, 부담 주지 않게! 좋은 소식 있으면 꼭 들려주세요.',
    },
    lines: [
      ['COUNSELOR', 15, '안녕하세요, 별빛이에요. 오늘 어떤 이야기 나눠 볼까요?'],
      [
        'USER',
        62,
        '안녕하세요! 회사 동기랑 요즘 자주 연락하는데 이게 썸인지 그냥 친한 건지 모르겠어요.',
      ],
      ['COUNSELOR', 120, '그 마음 궁금하실 만해요. 연락은 주로 누가 먼저 하는 편이에요?'],
      ['USER', 171, '반반인 것 같아요. 퇴근하고 나서도 가끔 전화가 와요.'],
      [
        'COUNSELOR',
        290,
        '카드를 뽑아 봤어요. 상대 자리에 컵 2가 나왔는데, 서로 마음을 주고받고 싶어 하는 카드예요.',
      ],
      [
        'COUNSELOR',
        332,
        '다만 펜타클 4가 함께 나와서, 상대도 조심스럽게 지켜보는 중이에요. 관계가 어색해질까 봐 먼저 말을 못 꺼내는 흐름이에요.',
      ],
      ['USER', 410, '헉 저도 딱 그래요ㅠㅠ 제가 먼저 말하면 부담스러워할까요?'],
      [
        'COUNSELOR',
        505,
        '고백보다는 둘만의 약속을 하나 잡아 보는 걸 권해요. 주말에 전시나 카페처럼 가벼운 걸로요.',
      ],
      ['USER', 612, '그 정도면 할 수 있을 것 같아요. 시기는 언제가 좋을까요?'],
      [
        'COUNSELOR',
        700,
        '이번 달 말까지가 흐름이 좋아요. 다음 달 초에는 상대가 일로 바빠지는 카드가 보여요.',
      ],
      ['USER', 855, '알겠어요! 이번 주 안에 한번 물어볼게요.'],
      [
        'COUNSELOR',
        930,
        '응원할게요. 너무 결과에 매달리지 말고, 같이 있는 시간을 즐기는 게 제일 중요해요.',
      ],
      ['USER', 1_020, '감사합니다 선생님, 마음이 훨씬 가벼워졌어요!'],
    ],
  },
  {
    key: 'demo-02',
    username: 'demo-user',
    counselorUsername: 'counselor03',
    productName: '30분 채팅 상담',
    startType: 'IMMEDIATE',
    daysAgo: 61,
    hour: 13,
    minute: 20,
    end: 'TIME_UP',
    billedSeconds: 2_400,
    addedTime: true,
    review: {
      rating: 4,
      content:
        '점심시간에 급하게 들어왔는데 차분하게 들어 주셔서 좋았어요. 번아웃 얘기하다 시간이 모자라서 10분 추가했어요.',
    },
    lines: [
      ['COUNSELOR', 10, '반가워요, 소울마리예요. 편하게 이야기해 주세요.'],
      ['USER', 58, '요즘 회사만 가면 숨이 막혀요. 일은 많은데 뭘 해도 티가 안 나는 것 같아서요.'],
      ['COUNSELOR', 140, '많이 지쳐 계신 것 같아요. 그런 느낌이 든 지는 얼마나 됐어요?'],
      ['USER', 215, '한 석 달쯤이요. 주말에도 월요일 생각하면 가슴이 답답해요.'],
      ['COUNSELOR', 330, '석 달이면 오래 버티셨어요. 요즘 잠은 잘 주무세요?'],
      ['USER', 402, '새벽에 자꾸 깨요. 메일 온 건 없나 확인하게 되고요.'],
      [
        'COUNSELOR',
        560,
        '퇴근 후에는 업무 알림을 꺼 두는 것부터 해 보면 좋겠어요. 몸이 쉬어도 된다는 신호를 주는 거예요.',
      ],
      ['USER', 690, '그게 제일 어렵긴 한데… 해 볼게요.'],
      [
        'COUNSELOR',
        905,
        '그리고 잘한 일을 하루에 하나씩 적어 보세요. 티가 안 난다고 느낄 때 스스로 확인할 수 있게요.',
      ],
      ['USER', 1_210, '팀장님한테 업무 조정 얘기를 꺼내도 될까요? 눈치가 보여서요.'],
      [
        'COUNSELOR',
        1_380,
        '지금 맡은 일 목록을 정리해서 우선순위를 같이 정해 달라고 요청해 보세요. 불평이 아니라 제안으로요.',
      ],
      ['USER', 1_690, '시간이 얼마 안 남았네요. 10분 추가했어요!'],
      ['COUNSELOR', 1_750, '고마워요. 그럼 팀장님께 드릴 말을 같이 정리해 볼까요?'],
      [
        'USER',
        1_990,
        '"제가 맡은 일 중 이번 달에 먼저 끝낼 걸 같이 정해 주시면 좋겠어요" 이렇게요?',
      ],
      ['COUNSELOR', 2_150, '아주 좋아요. 그 정도면 충분히 정중하고 분명해요.'],
      ['USER', 2_330, '오늘 정말 감사했어요. 조금 숨이 쉬어지는 것 같아요.'],
    ],
  },
  {
    key: 'demo-03',
    username: 'demo-user',
    counselorUsername: 'demo-counselor',
    productName: '무제한 채팅 상담',
    startType: 'RESERVATION',
    daysAgo: 40,
    hour: 22,
    minute: 0,
    end: 'COMPLETED_BY_COUNSELOR',
    billedSeconds: 2_460,
    review: {
      rating: 5,
      content:
        '헤어지고 한 달 동안 아무것도 손에 안 잡혔는데, 재회를 무조건 된다고 하지 않고 제 마음부터 돌봐 주셔서 믿음이 갔어요.',
      reply:
        '긴 이야기 들려주셔서 고마웠어요. 오늘 정한 세 가지, 천천히 해 보시고 언제든 다시 찾아 주세요.',
    },
    lines: [
      ['COUNSELOR', 20, '안녕하세요, 별빛이에요. 시간 넉넉하니까 천천히 이야기해요.'],
      [
        'USER',
        95,
        '한 달 전에 2년 만난 사람이랑 헤어졌어요. 제가 먼저 헤어지자고 했는데 계속 후회가 돼요.',
      ],
      [
        'COUNSELOR',
        210,
        '먼저 말을 꺼내기까지 많이 힘드셨을 것 같아요. 그때 어떤 마음이었는지 말해 줄 수 있어요?',
      ],
      ['USER', 380, '서로 바빠서 대화가 줄었고, 저만 노력하는 것 같아서 지쳤어요.'],
      [
        'COUNSELOR',
        520,
        '상대방 마음을 카드로 볼게요. 현재 자리에 소드 3 역방향이 나왔어요. 그분도 아직 아픈데, 조금씩 회복하는 중이에요.',
      ],
      ['USER', 640, '그 사람도 후회하고 있을까요?'],
      [
        'COUNSELOR',
        810,
        '그리움은 보여요. 다만 다시 만나도 같은 문제로 부딪힐 수 있다는 걸 그분도 알고 있어요.',
      ],
      ['USER', 1_020, '그럼 연락하면 안 되는 걸까요…'],
      [
        'COUNSELOR',
        1_240,
        '안 된다기보다, 지금 연락하면 외로움 때문인지 그 사람이라서인지 구분하기 어려운 때예요. 3주만 나를 위한 시간을 가져 봐요.',
      ],
      ['USER', 1_450, '3주 동안 뭘 하면 좋을까요?'],
      [
        'COUNSELOR',
        1_630,
        '첫째, 잠들기 전 SNS 안 보기. 둘째, 일주일에 한 번은 친구 만나기. 셋째, 그 사람에게 하고 싶은 말을 보내지 말고 적어 두기.',
      ],
      ['USER', 1_820, '적어 두는 거 좋네요. 3주 뒤에도 마음이 같으면요?'],
      [
        'COUNSELOR',
        2_010,
        '그때는 짧고 가볍게 안부를 물어봐도 좋아요. 카드도 다음 달 흐름을 나쁘지 않게 보여 주고 있어요.',
      ],
      ['USER', 2_250, '오늘 이야기하면서 많이 울었는데 후련해요. 감사합니다.'],
      ['COUNSELOR', 2_400, '잘 버텨 줘서 고마워요. 오늘은 푹 자요. 상담은 여기서 마칠게요.'],
    ],
  },
  {
    key: 'demo-04',
    username: 'demo-user',
    counselorUsername: 'counselor07',
    productName: '가족 사주 40분 전화',
    startType: 'RESERVATION',
    daysAgo: 24,
    hour: 20,
    minute: 0,
    end: 'NO_SHOW_COUNSELOR',
    billedSeconds: 0,
    lines: [
      ['USER', 30, '안녕하세요, 예약한 시간이라 들어왔어요.'],
      ['USER', 260, '선생님 혹시 들어오실 수 있으세요? 조금 더 기다려 볼게요.'],
      ['USER', 540, '연락이 없으셔서 다음에 다시 예약할게요.'],
    ],
  },
  {
    key: 'demo-05',
    username: 'demo-user',
    counselorUsername: 'counselor09',
    productName: '연애·결혼 타로 30분 채팅',
    startType: 'IMMEDIATE',
    daysAgo: 9,
    hour: 23,
    minute: 10,
    end: 'COMPLETED_BY_USER',
    billedSeconds: 1_560,
    lines: [
      ['COUNSELOR', 12, '늦은 시간에 반가워요, 윤슬이에요. 어떤 고민이 있으세요?'],
      ['USER', 70, '남자친구가 내년에 결혼하자고 하는데, 저는 아직 확신이 없어서요.'],
      ['COUNSELOR', 160, '확신이 없다는 건 어떤 부분에서 그런 것 같아요? 사람이에요, 시기예요?'],
      ['USER', 245, '사람은 좋은데 돈 문제랑 집 문제가 걱정돼요. 양가 분위기도 다르고요.'],
      [
        'COUNSELOR',
        400,
        '두 분 흐름을 봤어요. 관계 카드에 펜타클 10이 나왔어요. 안정적으로 쌓아 가는 관계예요.',
      ],
      ['COUNSELOR', 455, '걱정 자리에 나온 건 소드 2예요. 결정을 미루고 있는 마음이 보이네요.'],
      ['USER', 560, '맞아요. 대화를 해야 하는데 자꾸 피하게 돼요.'],
      [
        'COUNSELOR',
        720,
        '결혼 여부보다, 돈과 집에 대해 서로 생각을 먼저 맞춰 보는 게 순서예요. 숫자로 이야기해 보면 막연한 불안이 줄어요.',
      ],
      ['USER', 905, '예산표 같은 걸 같이 만들어 보면 될까요?'],
      ['COUNSELOR', 1_010, '좋아요. 내년 봄 전에 그 대화를 마치면 흐름이 훨씬 편해져요.'],
      ['USER', 1_340, '오늘은 여기까지 할게요. 생각 정리가 많이 됐어요!'],
    ],
  },
  {
    key: 'demo-06',
    username: 'demo-user',
    counselorUsername: 'demo-counselor',
    productName: '별빛 타로 20분 채팅 상담',
    startType: 'IMMEDIATE',
    daysAgo: 3,
    hour: 19,
    minute: 40,
    end: 'TIME_UP',
    billedSeconds: 1_200,
    lines: [
      ['COUNSELOR', 8, '또 와 주셨네요! 반가워요. 오늘은 어떤 이야기예요?'],
      ['USER', 50, '지난번에 말씀드린 동기랑 잘 되고 있어요ㅎㅎ 오늘은 진로 고민이에요.'],
      ['COUNSELOR', 105, '와, 좋은 소식이네요! 진로는 어떤 고민이에요?'],
      ['USER', 180, '대학원을 갈지, 지금 회사에서 경력을 쌓을지 고민돼요.'],
      [
        'COUNSELOR',
        330,
        '두 길을 각각 뽑아 볼게요. 대학원 쪽은 펜타클 8, 회사 쪽은 완드 3이 나왔어요.',
      ],
      [
        'COUNSELOR',
        372,
        '펜타클 8은 한 분야를 깊게 파고드는 카드고, 완드 3은 넓게 기회를 보는 카드예요.',
      ],
      ['USER', 470, '둘 다 좋아 보여서 더 어렵네요ㅠㅠ'],
      [
        'COUNSELOR',
        610,
        '지금 가장 배우고 싶은 게 뭔지 먼저 적어 보세요. 그게 회사 안에서 배울 수 있는 거라면 완드 3 쪽이 더 힘이 있어요.',
      ],
      ['USER', 820, '회사 안에서 데이터 쪽 일을 더 해 보고 싶긴 해요.'],
      [
        'COUNSELOR',
        990,
        '그럼 올해는 회사에서 그 일을 맡아 보고, 내년에 다시 대학원을 생각해도 늦지 않아요.',
      ],
      ['USER', 1_150, '네! 오늘도 고마워요 선생님.'],
    ],
  },
  {
    key: 'mint-01',
    username: 'member-mint',
    counselorUsername: 'demo-counselor',
    productName: '별빛 타로 20분 채팅 상담',
    startType: 'IMMEDIATE',
    daysAgo: 33,
    hour: 12,
    minute: 40,
    end: 'COMPLETED_BY_USER',
    billedSeconds: 980,
    review: {
      rating: 5,
      content: '점심시간에 짧게 봤는데도 핵심만 딱 짚어 주셨어요. 면접 잘 보고 올게요!',
      reply: '면접 잘 보고 오세요! 준비하신 만큼 충분히 보여 주실 거예요. 응원할게요.',
    },
    lines: [
      ['COUNSELOR', 10, '안녕하세요, 별빛이에요. 짧게라도 편하게 물어봐 주세요.'],
      ['USER', 45, '다음 주에 이직 면접이 있는데 결과가 어떨지 궁금해요.'],
      [
        'COUNSELOR',
        190,
        '완드 6이 나왔어요. 인정받는 흐름이에요. 특히 두 번째 면접에서 좋은 인상을 남겨요.',
      ],
      ['USER', 260, '오 다행이다. 조심할 건 없을까요?'],
      [
        'COUNSELOR',
        410,
        '연봉 이야기를 너무 빨리 꺼내지 않는 게 좋아요. 하고 싶은 일을 먼저 말해 주세요.',
      ],
      ['USER', 620, '메모해 둘게요. 감사해요!'],
      ['COUNSELOR', 700, '좋은 결과 있을 거예요. 준비한 만큼 보여 주고 오세요.'],
    ],
  },
  {
    key: 'haru-01',
    username: 'member-haru',
    counselorUsername: 'demo-counselor',
    productName: '30분 전화 상담',
    startType: 'RESERVATION',
    daysAgo: 15,
    hour: 20,
    minute: 30,
    end: 'TIME_UP',
    billedSeconds: 1_800,
    review: {
      rating: 4,
      content:
        '전화로 들으니 목소리가 차분하셔서 좋았어요. 엄마와의 관계를 다르게 보게 됐어요. 조금 빨리 지나간 부분만 아쉬웠어요.',
    },
    lines: [
      ['USER', 20, '선생님 제 목소리 잘 들리세요? 소리가 조금 작게 들려서요.'],
      ['COUNSELOR', 48, '잘 들려요! 제 쪽 마이크 조금 키웠어요. 지금은 어떠세요?'],
      ['USER', 75, '이제 잘 들려요. 시작할게요.'],
      [
        'COUNSELOR',
        1_640,
        '아까 말씀드린 카드 세 장은 여기 적어 둘게요. 여제, 컵 6, 펜타클 9예요.',
      ],
      ['USER', 1_700, '감사해요. 엄마한테 이번 주말에 먼저 전화해 볼게요.'],
    ],
  },
  {
    key: 'jiwoo-01',
    username: 'member-jiwoo',
    counselorUsername: 'demo-counselor',
    productName: '무제한 채팅 상담',
    startType: 'IMMEDIATE',
    daysAgo: 6,
    hour: 22,
    minute: 30,
    end: 'COMPLETED_BY_USER',
    billedSeconds: 1_740,
    lines: [
      ['COUNSELOR', 15, '안녕하세요, 별빛이에요. 시간 걱정 말고 이야기해요.'],
      ['USER', 70, '임용 시험을 세 번째 준비하고 있는데 이번에도 떨어질까 봐 무서워요.'],
      [
        'COUNSELOR',
        200,
        '세 번째 도전이라니, 그만큼 간절하다는 거예요. 지금은 공부가 잘 되는 편이에요?',
      ],
      ['USER', 320, '아니요. 책상에 앉아도 딴생각만 해요.'],
      [
        'COUNSELOR',
        510,
        '카드에 은둔자가 나왔어요. 혼자 너무 오래 버티고 있다는 뜻이에요. 스터디든 친구든 하루 한 번은 사람과 이야기해 봐요.',
      ],
      ['USER', 720, '스터디는 작년에 그만뒀는데 다시 찾아볼게요.'],
      [
        'COUNSELOR',
        930,
        '결과 카드는 펜타클 에이스예요. 새로운 시작의 카드라, 노력한 만큼 기회가 와요.',
      ],
      ['USER', 1_200, '조금 힘이 나요. 오늘부터 다시 계획표 짜 볼게요.'],
      ['COUNSELOR', 1_420, '하루 계획은 세 가지만 적어요. 다 하면 스스로 칭찬해 주고요.'],
      ['USER', 1_690, '네 감사합니다. 오늘은 여기까지 할게요!'],
    ],
  },
];
