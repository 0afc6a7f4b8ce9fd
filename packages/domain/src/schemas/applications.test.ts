import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationRequestSchema,
  rejectApplicationRequestSchema,
} from './applications';

const valid = {
  name: '달빛 상담',
  introduction: '연애와 재회 고민을 타로로 풀어 드려요.',
  careerYears: 5,
  categoryIds: [1],
  certificate: {
    name: '타로 상담사 1급',
    issuer: '한국타로협회',
    grade: '1급',
    issuedOn: '2020-03-14',
    uploadId: null,
  },
  answer:
    '5년 동안 오프라인 타로 카페에서 연애와 진로 상담을 해 왔어요. 온라인에서도 더 많은 분들의 고민을 함께 나누고 싶어 지원해요.',
  agreements: { terms: true },
};

const messagesOf = (value: unknown) => {
  const result = v.safeParse(applicationRequestSchema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('applicationRequestSchema', () => {
  it('accepts a complete application', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(APPLICATION_STATUSES).toEqual(['SUBMITTED', 'APPROVED', 'REJECTED']);
  });

  it('wants an answer of 50–2,000 characters and the terms agreed', () => {
    expect(messagesOf({ ...valid, answer: '열심히 할게요.' })).toEqual([
      '지원 동기와 상담 경험은 50자 이상이어야 해요.',
    ]);
    expect(messagesOf({ ...valid, answer: '가'.repeat(2_001) })).toEqual([
      '지원 동기와 상담 경험은 2,000자를 넘을 수 없어요.',
    ]);
    expect(messagesOf({ ...valid, agreements: { terms: false } })).toEqual([
      '상담사 이용약관에 동의해 주세요.',
    ]);
  });

  it('checks the certificate as the certificates screen does', () => {
    expect(
      messagesOf({ ...valid, certificate: { ...valid.certificate, issuedOn: '2999-01-01' } }),
    ).toEqual(['취득일은 오늘 이후일 수 없어요.']);
  });
});

describe('rejectApplicationRequestSchema', () => {
  it('wants a reason of 5–500 characters', () => {
    expect(
      v.safeParse(rejectApplicationRequestSchema, { reason: '자격증 확인이 어려워요.' }).success,
    ).toBe(true);
    expect(v.safeParse(rejectApplicationRequestSchema, { reason: '안돼요' }).success).toBe(false);
    expect(v.safeParse(rejectApplicationRequestSchema, { reason: '가'.repeat(501) }).success).toBe(
      false,
    );
  });
});
