// The marketplace's demo data (issue 9), as plain values: categories, weekly-hour patterns,
// palettes, the people who write reviews, and demo-counselor's public profile. The 24 counselors
// are in seed-marketplace-counselors.ts, the review texts in seed-marketplace-reviews.ts.
import type { CounselingType, CounselorStatus } from '@arcana/domain';
import type { DrawnArt } from '../features/counselors';

/** SPEC §3 counselor categories, in display order. */
export const MARKETPLACE_CATEGORIES = [
  { slug: 'love', name: '연애', description: '썸, 연애 중 고민, 새로운 인연의 흐름을 살펴봐요.' },
  {
    slug: 'reunion',
    name: '재회',
    description: '헤어진 사람과의 재회 가능성과 상대의 마음을 함께 읽어요.',
  },
  {
    slug: 'compatibility',
    name: '궁합',
    description: '연인, 배우자, 동료와 얼마나 잘 맞는지 봐요.',
  },
  { slug: 'mind', name: '속마음', description: '말하지 않는 그 사람의 진짜 마음이 궁금할 때.' },
  {
    slug: 'career',
    name: '직장·진로',
    description: '이직, 취업, 승진과 앞으로 나아갈 길을 고민해요.',
  },
  { slug: 'money', name: '금전·사업', description: '재물의 흐름, 창업과 사업 운을 짚어 봐요.' },
  { slug: 'study', name: '학업·시험', description: '시험, 합격, 공부 방향에 대한 고민을 나눠요.' },
  {
    slug: 'family',
    name: '가족·대인관계',
    description: '가족, 친구, 직장 동료와의 관계를 풀어 가요.',
  },
  { slug: 'health', name: '건강·마음', description: '지친 마음과 몸을 돌보는 이야기를 나눠요.' },
  { slug: 'new-year', name: '신년운세', description: '한 해의 흐름과 달마다 챙길 것을 미리 봐요.' },
] as const;
export type CategorySlug = (typeof MARKETPLACE_CATEGORIES)[number]['slug'];

/** Weekly hours, Asia/Seoul wall times; weekday 1 = Monday … 7 = Sunday. */
type Hours = readonly (readonly [weekday: number, start: string, end: string])[];
const every = (days: readonly number[], start: string, end: string): Hours =>
  days.map((day) => [day, start, end] as const);

export const HOURS_PATTERNS = {
  /** Weekday evenings and Saturday afternoon; Sunday closed. */
  evening: [...every([1, 2, 3, 4, 5], '19:00', '24:00'), [6, '14:00', '22:00']],
  /** Office hours on weekdays. */
  daytime: every([1, 2, 3, 4, 5], '10:00', '18:00'),
  /** Weekends all day and Friday night. */
  weekend: [[5, '20:00', '24:00'], ...every([6, 7], '10:00', '22:00')],
  /** Late nights, Tuesday to Sunday; Monday closed. */
  night: every([2, 3, 4, 5, 6, 7], '21:00', '24:00'),
  /** Mornings and evenings of Monday, Wednesday and Friday. */
  split: [
    ...every([1, 3, 5], '10:00', '13:00'),
    ...every([1, 3, 5], '19:00', '23:00'),
    [6, '11:00', '17:00'],
  ],
  /** Long days, Monday to Saturday. */
  full: every([1, 2, 3, 4, 5, 6], '09:00', '21:00'),
  /** Afternoons into the evening, every day but Wednesday. */
  afternoon: every([1, 2, 4, 5, 6, 7], '13:00', '20:00'),
} as const satisfies Record<string, Hours>;
export type HoursPattern = keyof typeof HOURS_PATTERNS;

/** Background, main, accent: calm night tones and warm paper tones, all readable together. */
export const PALETTES = {
  midnight: ['#1B1A3A', '#C9C3F0', '#F4E3A1'],
  rose: ['#FFE9EF', '#D9577F', '#6E2F47'],
  forest: ['#E7EFE6', '#2F5D46', '#C9A24A'],
  ocean: ['#E6F0F8', '#24507A', '#F0A35E'],
  plum: ['#2B1838', '#D7B3E8', '#F6D38B'],
  sand: ['#F6EEDF', '#8A5A2B', '#2E5E66'],
  dusk: ['#2A2440', '#F29E8E', '#FFD9A0'],
  mint: ['#E4F5F0', '#2B7A6B', '#E76F51'],
  ink: ['#12202E', '#8FB8DE', '#F2C14E'],
  blossom: ['#FFF1E8', '#E07A5F', '#3D405B'],
  lavender: ['#EFEAFB', '#6B4FA1', '#E8A33D'],
  ember: ['#2D1B16', '#E9A27A', '#F7E1B5'],
} as const satisfies Record<string, DrawnArt['palette']>;
export type PaletteName = keyof typeof PALETTES;

/** The motifs drawn art knows (the same set as the articles' illustrations). */
export type ArtMotif =
  | 'moon'
  | 'sun'
  | 'stars'
  | 'heart'
  | 'coins'
  | 'path'
  | 'candle'
  | 'infinity';

export type ProductSeed = {
  name: string;
  type: CounselingType;
  /** null = 무제한. */
  minutes: number | null;
  price: number;
  /** The counselor's own words about it; the seed adds the type's standard note. */
  about: string;
  motif: ArtMotif;
  /** Seeded disabled to show a product that is no longer for sale. */
  disabled?: true;
};

export type CounselorSeed = {
  /** counselor01 … counselor24: the login, password demo1234!. */
  username: string;
  /** The 활동명. */
  name: string;
  realName: string;
  level: number;
  status: CounselorStatus;
  careerYears: number;
  categories: readonly CategorySlug[];
  keywords: readonly string[];
  introduction: string;
  details: string;
  palette: PaletteName;
  motif: ArtMotif;
  /** name, issuer, grade, issued on (YYYY-MM-DD). */
  certificates: readonly (readonly [string, string, string, string])[];
  /** caption, motif. */
  gallery: readonly (readonly [string, ArtMotif])[];
  products: readonly ProductSeed[];
  hours: HoursPattern;
  /** How many of its past sessions carry a review. */
  reviews: number;
  /** Signed up this many days before the seed runs (NEWEST sort). */
  joinedDaysAgo: number;
};

/** What every product of a type says after the counselor's own words. */
export const PRODUCT_TYPE_NOTES = {
  CHAT: '채팅 상담은 나눈 대화가 기록으로 남아서 상담이 끝난 뒤에도 다시 읽어 볼 수 있어요.',
  CALL: '전화 상담은 앱에서 바로 연결돼요. 번호는 서로에게 보이지 않아요.',
  VIDEO: '영상 상담은 카드를 펼치는 모습을 화면으로 함께 보며 진행해요.',
} as const satisfies Record<CounselingType, string>;
export const UNLIMITED_NOTE = '시간 제한 없이, 궁금한 것이 다 풀릴 때까지 이어서 상담해요.';

/**
 * People who write the seeded reviews besides the community members (features/sharing): no
 * password and no mobile, a name others see, never an account anyone logs in to.
 */
export const REVIEWERS = [
  { username: 'member-mint', name: '김민트', displayName: '민트초코' },
  { username: 'member-haru', name: '이하루', displayName: '하루하루' },
  { username: 'member-jiwoo', name: '박지우', displayName: '지우개' },
  { username: 'member-sora', name: '정소라', displayName: '소라빵' },
  { username: 'member-dobby', name: '최도현', displayName: '도비는자유' },
  { username: 'member-yuna', name: '한유나', displayName: '유나맘' },
  { username: 'member-cloud', name: '오구름', displayName: '구름빵' },
  { username: 'member-peach', name: '서복숭', displayName: '복숭아꽃' },
  { username: 'member-seoul', name: '강서울', displayName: '서울쥐' },
  { username: 'member-moon', name: '문달님', displayName: '달님안녕' },
  { username: 'member-pine', name: '송소나', displayName: '솔방울' },
  { username: 'member-rain', name: '임비', displayName: '여름비' },
] as const;

/** The community members of features/sharing who also leave counseling reviews. */
export const COMMUNITY_REVIEWERS = [
  'community-byeol',
  'community-latte',
  'community-dawn',
  'community-sunny',
] as const;

/** demo-counselor's public profile (DESIGN "Demo data": products, reviews, available times). */
export const DEMO_COUNSELOR: Omit<CounselorSeed, 'username' | 'realName' | 'level' | 'status'> = {
  name: '별빛',
  careerYears: 3,
  categories: ['love', 'mind', 'career'],
  keywords: ['연애운', '속마음', '오늘의 타로', '진로 고민'],
  introduction: '밤하늘의 별빛처럼 조용히 곁을 비추는 타로 상담사 별빛이에요.',
  details:
    '유니버설 웨이트 타로로 3년째 상담하고 있어요.\n' +
    '정답을 정해 드리기보다, 카드가 보여 주는 흐름을 함께 읽고 지금 할 수 있는 일을 찾아 드려요.\n' +
    '연애와 속마음, 진로 고민을 가장 많이 봐 드렸어요. 처음 상담받는 분도 편하게 물어봐 주세요.',
  palette: 'midnight',
  motif: 'stars',
  certificates: [
    ['타로마스터 2급', '한국타로협회', '2급', '2023-03-18'],
    ['심리상담사 2급', '한국심리상담협회', '2급', '2024-06-02'],
  ],
  gallery: [
    ['상담 전에 늘 카드를 정리하는 작은 테이블', 'candle'],
    ['별빛 상담실의 밤 풍경', 'stars'],
  ],
  products: [
    {
      name: '별빛 타로 20분 채팅 상담',
      type: 'CHAT',
      minutes: 20,
      price: 9900,
      about: '한두 가지 궁금한 것을 가볍게 물어보기 좋은 상담이에요.',
      motif: 'stars',
    },
    {
      name: '30분 전화 상담',
      type: 'CALL',
      minutes: 30,
      price: 18000,
      about: '목소리로 나누며 흐름을 천천히 짚어 드려요.',
      motif: 'moon',
    },
    {
      name: '무제한 채팅 상담',
      type: 'CHAT',
      minutes: null,
      price: 39000,
      about: '시간 걱정 없이 고민을 처음부터 끝까지 풀어 봐요.',
      motif: 'infinity',
    },
  ],
  hours: 'full',
  reviews: 4,
  joinedDaysAgo: 400,
};

/**
 * Seeded rows worth naming in tests, e2e route seeds and the README. On a fresh database the
 * ids follow seed order: demo-counselor is counselor 1, counselor01 … counselor24 are 2 … 25,
 * and products are numbered in the order of DEMO_COUNSELOR's, then each counselor's, products.
 */
export const MARKETPLACE_SAMPLES = {
  /** ON, level 5, 4 products (CHAT, CALL, VIDEO, 무제한). */
  onCounselor: { username: 'counselor01', name: '별하' },
  /** The e2e partial-word search: keyword 재회운 ('재회' and '회' both match). */
  reunionCounselor: { username: 'counselor02', name: '이안', keyword: '재회운' },
  /** ON with long weekly hours (Monday to Saturday, 09:00–21:00): many free slots. */
  reservationCounselor: { username: 'counselor04', name: '청운' },
  /** 이안's 무제한 CALL product (66,000원). */
  unlimitedProduct: '무제한 재회 상담',
  /** 윤슬's product seeded disabled (answers enabled false). */
  disabledProduct: '연애 타로 10분 채팅',
} as const;
