// 1,000 (or N) counselors for the search benchmark: deterministic names, keywords, categories,
// statuses, prices and ratings, one multi-row insert per table.

import type { AppDb } from '../src/db/database';
import { users } from '../src/features/accounts/tables';
import {
  counselorCategories,
  counselorCategoryLinks,
  counselors,
  type DrawnArt,
} from '../src/features/counselors/tables';

const FAMILY = [...'김이박최정강조윤장임한오서신권황안송류홍전고문양손배백허남심노하'];
const GIVEN = [
  ...['별하', '하늘', '은하', '다온', '새봄', '가람', '나래', '다솜', '라온', '보람', '하람'],
  ...['소리', '아라', '여울', '온새', '윤슬', '이든', '지안', '초롱', '한별', '해온', '결'],
  ...['단비', '미르', '바다', '서린', '슬기', '시아', '우리', '은솔', '노을', '달빛', '새결'],
];
const KEYWORDS = [
  ...['재회운', '연애운', '궁합', '속마음', '이별', '짝사랑', '썸', '결혼운', '직장운', '이직'],
  ...['취업', '금전운', '사업운', '학업', '시험', '진로', '가족', '건강', '신년운세', '타로'],
  ...['사주', '꿈해몽', '자존감', '인간관계', '월별운세'],
];
const CATEGORIES = [
  ...['연애', '재회', '궁합', '속마음', '직장', '금전', '학업', '가족', '건강', '신년운세'],
];
const STATUSES = ['ON', 'ON', 'ON', 'BUSY', 'COUNSELING', 'OFF', 'OFF', 'OFF'];
const TYPE_SETS = [['CHAT'], ['CALL'], ['CHAT', 'CALL'], ['CHAT', 'VIDEO'], ['CALL', 'VIDEO']];

/** A small deterministic generator: the same counselors on every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
}

const portrait: DrawnArt = { motif: 'long:moon', palette: ['#EEF3FF', '#4F6BD8', '#9BD1F2'] };

export async function seedCounselors(db: AppDb, count: number) {
  const pick = random(20_261_124);
  const categoryRows = await db
    .insert(counselorCategories)
    .values(CATEGORIES.map((name, index) => ({ slug: `b-${index}`, name, sortOrder: 100 + index })))
    .returning({ id: counselorCategories.id });
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `bench-counselor-${index}`,
        passwordHash: 'not-a-login',
        name: `벤치 상담사 ${index}`,
        displayName: `벤치${index}`,
        mobile: `0189${String(index).padStart(7, '0')}`,
        roles: ['USER', 'COUNSELOR'],
      })),
    )
    .returning({ id: users.id });
  const counselorRows = await db
    .insert(counselors)
    .values(
      userRows.map(({ id: userId }, index) => {
        const family = FAMILY[index % FAMILY.length] ?? '';
        const given = GIVEN[Math.floor(index / FAMILY.length) % GIVEN.length] ?? '';
        const reviewCount = pick(4) === 0 ? 0 : pick(300);
        return {
          userId,
          level: 1 + pick(3),
          status: STATUSES[pick(STATUSES.length)] ?? 'OFF',
          name: `${family}${given}${index >= FAMILY.length * GIVEN.length ? index : ''}`,
          introduction: '마음을 편하게 들어 드려요. 함께 흐름을 살펴봐요.',
          keywords: [0, 1, 2].map(() => KEYWORDS[pick(KEYWORDS.length)] ?? '타로'),
          careerYears: pick(20),
          portrait,
          counselingTypes: TYPE_SETS[pick(TYPE_SETS.length)] ?? ['CHAT'],
          minPrice: 5_000 + pick(90) * 500,
          reviewCount,
          ratingTotal: reviewCount * 3 + pick(reviewCount * 2 + 1),
          createdAt: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000),
        };
      }),
    )
    .returning({ id: counselors.id });
  await db.insert(counselorCategoryLinks).values(
    counselorRows.flatMap(({ id }) => {
      const first = pick(categoryRows.length);
      const ids = new Set([first, (first + 1 + pick(3)) % categoryRows.length]);
      return [...ids].map((index) => ({
        counselorId: id,
        categoryId: categoryRows[index]?.id ?? 0,
      }));
    }),
  );
}
