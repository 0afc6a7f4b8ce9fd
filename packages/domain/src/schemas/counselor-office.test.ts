import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bankAccountRequestSchema,
  certificateRequestSchema,
  counselorDetailsRequestSchema,
  counselorFaqRequestSchema,
  dateExceptionRequestSchema,
  galleryAddRequestSchema,
  isCalendarDate,
  KOREAN_BANKS,
  keywordsRequestSchema,
  maskBankNumber,
  maskPersonName,
  productRequestSchema,
  seoulToday,
  taxEmailSendRequestSchema,
  taxEmailVerifyRequestSchema,
  updateCounselorRequestSchema,
  weeklyHoursRequestSchema,
} from './counselor-office';

const messagesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('updateCounselorRequestSchema', () => {
  const valid = {
    name: '별빛',
    introduction: '마음의 길을 함께 찾아가요.',
    careerYears: 8,
    categoryIds: [1, 2],
  };

  it('accepts a Korean name of 2 to 12 letters, with spaces inside', () => {
    expect(v.parse(updateCounselorRequestSchema, { ...valid, name: ' 별빛 타로 ' }).name).toBe(
      '별빛 타로',
    );
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, name: 'Luna7' })).toEqual([]);
    expect(
      messagesOf(updateCounselorRequestSchema, { ...valid, name: '가나다라마바사아자차카타' }),
    ).toEqual([]);
  });

  it('refuses names too short, too long or with other characters', () => {
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, name: '별' })).toEqual([
      '활동명은 2자 이상이어야 해요.',
    ]);
    expect(
      messagesOf(updateCounselorRequestSchema, { ...valid, name: '가나다라마바사아자차카타파' }),
    ).toEqual(['활동명은 12자를 넘을 수 없어요.']);
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, name: '별빛!' })).toEqual([
      '활동명은 한글, 영문, 숫자로 써 주세요.',
    ]);
  });

  it('keeps the introduction to 10–200 characters and the career to 0–60 years', () => {
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, introduction: '짧아요' })).toEqual([
      '소개는 10자 이상이어야 해요.',
    ]);
    expect(
      messagesOf(updateCounselorRequestSchema, { ...valid, introduction: '가'.repeat(201) }),
    ).toEqual(['소개는 200자를 넘을 수 없어요.']);
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, careerYears: 61 })).toEqual([
      '경력은 60년을 넘을 수 없어요.',
    ]);
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, careerYears: -1 })).toEqual([
      '경력은 0년 이상이어야 해요.',
    ]);
  });

  it('wants 1 to 5 distinct categories', () => {
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, categoryIds: [] })).toEqual([
      '상담 분야를 하나 이상 골라 주세요.',
    ]);
    expect(
      messagesOf(updateCounselorRequestSchema, { ...valid, categoryIds: [1, 2, 3, 4, 5, 6] }),
    ).toEqual(['상담 분야는 5개까지 고를 수 있어요.']);
    expect(messagesOf(updateCounselorRequestSchema, { ...valid, categoryIds: [3, 3] })).toEqual([
      '같은 상담 분야를 두 번 고를 수 없어요.',
    ]);
  });
});

describe('details and keywords', () => {
  it('allows details of up to 5,000 characters, on several lines', () => {
    expect(messagesOf(counselorDetailsRequestSchema, { details: '' })).toEqual([]);
    expect(messagesOf(counselorDetailsRequestSchema, { details: '가'.repeat(5_000) })).toEqual([]);
    expect(messagesOf(counselorDetailsRequestSchema, { details: '가'.repeat(5_001) })).toEqual([
      '상세 소개는 5,000자를 넘을 수 없어요.',
    ]);
  });

  it('allows up to 10 distinct keywords of 1–12 characters without #', () => {
    const ten = ['연애', '재회', '궁합', '이직', '진로', '금전', '건강', '가족', '학업', '타로'];
    expect(v.parse(keywordsRequestSchema, { keywords: [' 연애 '] })).toEqual({
      keywords: ['연애'],
    });
    expect(messagesOf(keywordsRequestSchema, { keywords: ten })).toEqual([]);
    expect(messagesOf(keywordsRequestSchema, { keywords: [...ten, '사주'] })).toEqual([
      '키워드는 10개까지 넣을 수 있어요.',
    ]);
    expect(messagesOf(keywordsRequestSchema, { keywords: ['연애', '연애'] })).toEqual([
      '같은 키워드가 두 번 있어요.',
    ]);
    expect(messagesOf(keywordsRequestSchema, { keywords: ['#연애'] })).toEqual([
      '키워드에는 #을 빼고 써 주세요.',
    ]);
    expect(messagesOf(keywordsRequestSchema, { keywords: ['가'.repeat(13)] })).toEqual([
      '키워드는 12자를 넘을 수 없어요.',
    ]);
    expect(messagesOf(keywordsRequestSchema, { keywords: ['  '] })).toEqual([
      '키워드를 입력해 주세요.',
    ]);
  });
});

describe('certificates', () => {
  const valid = {
    name: '타로 상담사 1급',
    issuer: '한국타로협회',
    grade: '1급',
    issuedOn: '2019-05-18',
    uploadId: null,
  };

  it('accepts a certificate issued in the past, with or without an image', () => {
    expect(messagesOf(certificateRequestSchema, valid)).toEqual([]);
    expect(
      messagesOf(certificateRequestSchema, {
        ...valid,
        uploadId: '0b5c3f1e-8a55-4f7e-9d2a-6f1f4f0e2a10',
      }),
    ).toEqual([]);
  });

  it('refuses an impossible or future date and short names', () => {
    expect(messagesOf(certificateRequestSchema, { ...valid, issuedOn: '2023-02-30' })).toEqual([
      '취득일을 YYYY-MM-DD 형식으로 입력해 주세요.',
    ]);
    expect(messagesOf(certificateRequestSchema, { ...valid, issuedOn: '2999-01-01' })).toEqual([
      '취득일은 오늘 이후일 수 없어요.',
    ]);
    expect(messagesOf(certificateRequestSchema, { ...valid, name: '타' })).toEqual([
      '자격증 이름은 2자 이상이어야 해요.',
    ]);
    expect(messagesOf(certificateRequestSchema, { ...valid, grade: '가'.repeat(21) })).toEqual([
      '등급은 20자를 넘을 수 없어요.',
    ]);
  });

  it('knows calendar dates and the Seoul day', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
    // 2026-11-24 15:30 UTC is already 11-25 in Seoul.
    expect(seoulToday(Date.UTC(2026, 10, 24, 15, 30))).toBe('2026-11-25');
    expect(seoulToday(Date.UTC(2026, 10, 24, 14, 59))).toBe('2026-11-24');
  });
});

describe('gallery and FAQs', () => {
  it('keeps a caption to 60 characters', () => {
    const uploadId = '0b5c3f1e-8a55-4f7e-9d2a-6f1f4f0e2a10';
    expect(v.parse(galleryAddRequestSchema, { uploadId })).toEqual({ uploadId, caption: '' });
    expect(messagesOf(galleryAddRequestSchema, { uploadId, caption: '가'.repeat(61) })).toEqual([
      '설명은 60자를 넘을 수 없어요.',
    ]);
    expect(messagesOf(galleryAddRequestSchema, { uploadId: 'nope' })).toEqual([
      '이미지를 다시 올려 주세요.',
    ]);
  });

  it('wants a question of 5–100 and an answer of 5–1,000 characters', () => {
    expect(
      messagesOf(counselorFaqRequestSchema, {
        question: '상담은 어떻게 하나요?',
        answer: '채팅으로 해요.',
      }),
    ).toEqual([]);
    expect(
      messagesOf(counselorFaqRequestSchema, { question: '언제?', answer: '가'.repeat(1_001) }),
    ).toEqual(['질문은 5자 이상이어야 해요.', '답변은 1,000자를 넘을 수 없어요.']);
  });
});

describe('tax e-mail', () => {
  it('wants an e-mail of up to 100 characters and a 6-digit code', () => {
    expect(v.parse(taxEmailSendRequestSchema, { value: ' tax@byeolbit.kr ' })).toEqual({
      value: 'tax@byeolbit.kr',
    });
    expect(messagesOf(taxEmailSendRequestSchema, { value: 'tax@' })).toEqual([
      '이메일 형식이 올바르지 않아요.',
    ]);
    expect(
      messagesOf(taxEmailSendRequestSchema, {
        value: `tax@${'a'.repeat(50)}.${'b'.repeat(43)}.kr`,
      }),
    ).toEqual(['이메일은 100자를 넘을 수 없어요.']);
    expect(
      messagesOf(taxEmailVerifyRequestSchema, { email: 'tax@byeolbit.kr', code: '12345' }),
    ).toEqual(['인증번호 6자리를 입력해 주세요.']);
  });
});

describe('bank account', () => {
  it('lists the 22 banks by their codes', () => {
    expect(Object.keys(KOREAN_BANKS)).toHaveLength(22);
    expect(KOREAN_BANKS['004']).toBe('국민');
    expect(KOREAN_BANKS['090']).toBe('카카오뱅크');
    expect(KOREAN_BANKS['002']).toBe('산업');
  });

  it('keeps the number as 10–14 digits, hyphens stripped', () => {
    expect(
      v.parse(bankAccountRequestSchema, {
        bankCode: '004',
        holder: '김서연',
        number: '123456-04-567890',
      }),
    ).toEqual({
      bankCode: '004',
      holder: '김서연',
      number: '12345604567890',
    });
    expect(
      messagesOf(bankAccountRequestSchema, {
        bankCode: '004',
        holder: '김서연',
        number: '123-456',
      }),
    ).toEqual(['계좌번호는 숫자 10~14자리로 입력해 주세요.']);
    expect(
      messagesOf(bankAccountRequestSchema, { bankCode: '999', holder: '김', number: '1234567890' }),
    ).toEqual(['은행을 골라 주세요.', '예금주는 2자 이상이어야 해요.']);
  });

  it('masks every digit but the last four', () => {
    expect(maskBankNumber('1234567890123')).toBe('*********0123');
    expect(maskBankNumber('123456-04-567890')).toBe('**********7890');
    expect(maskBankNumber('1234')).toBe('****');
  });
});

describe('products', () => {
  const valid = {
    name: '30분 채팅 타로',
    counselingType: 'CHAT',
    durationMinutes: 30,
    price: 33_000,
    description: '',
    uploadIds: [],
    enabled: true,
  };

  it('follows DESIGN "Products": minutes 10–180 by 5 or none, price 1,000–1,000,000 by 100', () => {
    expect(messagesOf(productRequestSchema, valid)).toEqual([]);
    expect(messagesOf(productRequestSchema, { ...valid, durationMinutes: null })).toEqual([]);
    expect(messagesOf(productRequestSchema, { ...valid, durationMinutes: 12 })).toEqual([
      '상담 시간은 10~180분, 5분 단위로 정해 주세요.',
    ]);
    expect(messagesOf(productRequestSchema, { ...valid, durationMinutes: 185 })).toEqual([
      '상담 시간은 10~180분, 5분 단위로 정해 주세요.',
    ]);
    expect(messagesOf(productRequestSchema, { ...valid, price: 33_050 })).toEqual([
      '가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.',
    ]);
    expect(messagesOf(productRequestSchema, { ...valid, price: 900 })).toEqual([
      '가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.',
    ]);
  });

  it('takes up to 5 images', () => {
    const ids = Array.from(
      { length: 6 },
      (_, index) => `0b5c3f1e-8a55-4f7e-9d2a-6f1f4f0e2a1${index}`,
    );
    expect(messagesOf(productRequestSchema, { ...valid, uploadIds: ids })).toEqual([
      '상품 이미지는 5장까지 올릴 수 있어요.',
    ]);
  });
});

describe('available times', () => {
  it('takes ranges on the 30-minute grid, start before end, 24:00 as an end', () => {
    expect(
      messagesOf(weeklyHoursRequestSchema, {
        hours: [
          { weekday: 1, start: '10:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '18:30' },
          { weekday: 7, start: '20:00', end: '24:00' },
        ],
      }),
    ).toEqual([]);
    expect(
      messagesOf(weeklyHoursRequestSchema, {
        hours: [{ weekday: 2, start: '10:15', end: '12:00' }],
      }),
    ).toEqual(['시작 시간은 30분 단위(HH:mm)로 정해 주세요.']);
    expect(
      messagesOf(weeklyHoursRequestSchema, {
        hours: [{ weekday: 2, start: '12:00', end: '10:00' }],
      }),
    ).toEqual(['종료 시간은 시작 시간보다 늦어야 해요.']);
    expect(
      messagesOf(weeklyHoursRequestSchema, {
        hours: [{ weekday: 8, start: '10:00', end: '11:00' }],
      }),
    ).toEqual(['요일을 골라 주세요.']);
  });

  it('refuses overlapping ranges on one weekday', () => {
    expect(
      messagesOf(weeklyHoursRequestSchema, {
        hours: [
          { weekday: 3, start: '10:00', end: '13:00' },
          { weekday: 3, start: '12:30', end: '15:00' },
        ],
      }),
    ).toEqual(['수요일에 겹치는 시간이 있어요.']);
  });

  it('takes a closed day or extra hours on a date', () => {
    expect(messagesOf(dateExceptionRequestSchema, { kind: 'CLOSED', date: '2026-12-25' })).toEqual(
      [],
    );
    expect(
      messagesOf(dateExceptionRequestSchema, {
        kind: 'EXTRA',
        date: '2026-12-26',
        start: '09:00',
        end: '09:30',
      }),
    ).toEqual([]);
    expect(
      messagesOf(dateExceptionRequestSchema, {
        kind: 'EXTRA',
        date: '2026-12-26',
        start: '10:00',
        end: '10:00',
      }),
    ).toEqual(['종료 시간은 시작 시간보다 늦어야 해요.']);
    expect(messagesOf(dateExceptionRequestSchema, { kind: 'CLOSED', date: '2026-13-01' })).toEqual([
      '날짜를 YYYY-MM-DD 형식으로 골라 주세요.',
    ]);
  });
});

describe('maskPersonName', () => {
  it('hides the middle of a name', () => {
    expect(maskPersonName('김서연')).toBe('김*연');
    expect(maskPersonName('이준')).toBe('이*');
    expect(maskPersonName('남궁민수')).toBe('남**수');
    expect(maskPersonName('김')).toBe('*');
  });
});
