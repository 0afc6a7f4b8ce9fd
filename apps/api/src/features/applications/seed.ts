import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { createOfficeRepository } from '../counselor-office';
import { counselorCategories } from '../counselors';
import { createApplicationsRepository } from './repository';

// One application waiting for an operator (DESIGN "Demo data"), so `pnpm admin applications`
// shows the queue after `npm run dev`: 문달님 (member-moon, a plain member of the marketplace
// seed) applies as 달무리. Seeded once: a member that ever applied is left as it is (an
// operator's decision stays). demo-user never applies here; the e2e applies with fresh users.

export const DEMO_APPLICANT_USERNAME = 'member-moon';

export const DEMO_APPLICATION = {
  name: '달무리',
  introduction: '달무리처럼 조용히 곁을 지키며, 연애와 속마음 고민을 차분하게 읽어 드려요.',
  careerYears: 2,
  categorySlugs: ['love', 'mind'],
  certificate: {
    name: '타로심리상담사 2급',
    issuer: '한국타로심리협회',
    grade: '2급',
    issuedOn: '2024-05-18',
    uploadId: null,
  },
  answer: [
    '대학 상담 동아리에서 친구들 고민을 들어 주다가 타로를 배우기 시작했어요.',
    '2년 동안 성수동 타로 카페에서 주말마다 대면 상담을 했고, 지금까지 600회 넘게 상담했어요.',
    '연애와 속마음 고민이 가장 많았는데, 카드를 핑계로 마음을 털어놓고 가벼워진 얼굴로 돌아가시는 모습이 좋아서 온라인으로도 더 많은 분을 만나고 싶어졌어요.',
    '단정하기보다 흐름과 선택지를 함께 보는 상담을 하고 싶어요.',
  ].join('\n'),
} as const;

/** A day before `now`: the application has been waiting a while. */
const DAY_MS = 24 * 3_600_000;

export async function seedApplications(db: AppDb, now: Date): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_APPLICANT_USERNAME))
    .limit(1);
  if (!user) return;
  const applications = createApplicationsRepository(db);
  if (await applications.latestOf(user.id)) return;
  const categories = await db
    .select({ id: counselorCategories.id })
    .from(counselorCategories)
    .where(inArray(counselorCategories.slug, [...DEMO_APPLICATION.categorySlugs]));
  await db.transaction(async (tx) => {
    const repository = createApplicationsRepository(tx);
    await repository.ensureCounselor(user.id);
    const counselor = await createOfficeRepository(tx).counselorByUserId(user.id);
    if (!counselor) return;
    const { categorySlugs: _, ...application } = DEMO_APPLICATION;
    await repository.insert({
      ...application,
      userId: user.id,
      counselorId: counselor.id,
      status: 'SUBMITTED',
      categoryIds: categories.map((category) => category.id),
      submittedAt: new Date(now.getTime() - DAY_MS),
    });
  });
}
