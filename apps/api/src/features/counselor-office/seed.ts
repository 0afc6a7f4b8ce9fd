import type { AppDb } from '../../db/database';
import { createOfficeRepository } from './repository';

// demo-counselor 별빛's back office (DESIGN "Demo data"): the questions on its public profile,
// a residence address, a verified tax e-mail, a settlement account and a fuller long-form
// profile, so `npm run dev` shows every counselor screen filled in. Seeded once: a counselor
// that already has FAQs is left as it is (its own edits stay).

export const DEMO_COUNSELOR_USERNAME = 'demo-counselor';

export const DEMO_OFFICE = {
  details: [
    '유니버설 웨이트 타로로 3년째 상담하고 있는 별빛이에요.',
    '',
    '[상담 경력]',
    '· 2022년부터 홍대 타로 카페에서 대면 상담 1,200회 이상',
    '· 2023년부터 온라인 채팅·전화 상담, 재상담 비율 40%',
    '· 타로마스터 2급, 심리상담사 2급',
    '',
    '[상담 스타일]',
    '정답을 정해 드리기보다, 카드가 보여 주는 흐름을 함께 읽고 지금 할 수 있는 일을 찾아 드려요.',
    '이야기를 충분히 들은 다음 카드를 펼치고, 좋은 카드도 어려운 카드도 있는 그대로 말씀드려요.',
    '',
    '[자주 보는 고민]',
    '연애와 속마음, 재회, 진로와 이직 고민을 가장 많이 봐 드렸어요.',
    '처음 상담받는 분도 편하게 물어봐 주세요.',
  ].join('\n'),
  faqs: [
    [
      '타로 상담은 처음인데 어떻게 시작하면 되나요?',
      '궁금한 것을 한두 문장으로 편하게 적어 주시면 돼요. 상황을 조금 더 여쭤본 다음 카드를 펼쳐 드릴게요.',
    ],
    [
      '한 번 상담에 질문은 몇 개까지 할 수 있나요?',
      '20분 상담이면 두세 가지가 알맞아요. 고민이 여러 개라면 무제한 채팅 상담을 추천드려요.',
    ],
    [
      '상대방의 속마음도 볼 수 있나요?',
      '네, 속마음 카드로 상대의 마음 흐름을 읽어 드려요. 다만 단정하기보다 가능성과 흐름으로 말씀드려요.',
    ],
    [
      '예약한 시간에 못 들어가면 어떻게 되나요?',
      '시작 1시간 전까지는 예약을 취소할 수 있어요. 시작 후 10분이 지나도 입장하지 않으시면 노쇼로 처리돼요.',
    ],
    [
      '상담 내용은 비밀이 보장되나요?',
      '상담 내용은 저와 내담자분만 볼 수 있어요. 다른 곳에 옮기거나 이야기하지 않으니 안심하세요.',
    ],
  ] as const,
  address: {
    zipCode: '04066',
    roadAddress: '서울특별시 마포구 양화로 45 (서교동)',
    jibunAddress: '서울특별시 마포구 서교동 395-166',
    detail: '메세나폴리스 1204호',
  },
  taxEmail: 'byeolbit.tax@arcana.example',
  bankAccount: { bankCode: '088', holder: '김별빛', number: '110482937561' },
} as const;

export async function seedCounselorOffice(db: AppDb, now: Date): Promise<void> {
  const repository = createOfficeRepository(db);
  const counselor = await repository.counselorByUsername(DEMO_COUNSELOR_USERNAME);
  if (!counselor || (await repository.faqs(counselor.id)).length > 0) return;
  await db.transaction(async (tx) => {
    const office = createOfficeRepository(tx);
    for (const [question, answer] of DEMO_OFFICE.faqs) {
      await office.insertFaq(counselor.id, { question, answer });
    }
    await office.setCounselor(counselor.id, {
      details: DEMO_OFFICE.details,
      taxEmail: counselor.taxEmail ?? DEMO_OFFICE.taxEmail,
    });
    if (!(await office.address(counselor.id))) {
      await office.saveAddress({
        counselorId: counselor.id,
        ...DEMO_OFFICE.address,
        updatedAt: now,
      });
    }
    if (!(await office.bankAccount(counselor.id))) {
      await office.saveBankAccount({
        counselorId: counselor.id,
        ...DEMO_OFFICE.bankAccount,
        updatedAt: now,
      });
    }
  });
}
