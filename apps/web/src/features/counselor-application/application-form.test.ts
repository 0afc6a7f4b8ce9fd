import { describe, expect, it } from 'vitest';
import { type ApplicationDraft, checkDraft, EMPTY_DRAFT, toggleCategory } from './application-form';

const filled: ApplicationDraft = {
  name: '달무리',
  introduction: '마음이 복잡한 밤, 차분하게 이야기를 들어 드려요.',
  careerYears: '4',
  categoryIds: [1, 3],
  certificate: {
    name: '타로상담사 1급',
    issuer: '한국타로협회',
    grade: '1급',
    issuedOn: '2023-05-20',
    uploadId: null,
  },
  answer:
    '타로 카페에서 4년 동안 상담하며 연애와 진로 고민을 주로 들었어요. 더 많은 분께 차분한 상담을 드리고 싶어 지원해요.',
  terms: true,
};

describe('application form check', () => {
  it('accepts a complete form and sends numbers and trimmed texts', () => {
    const check = checkDraft({ ...filled, name: ' 달무리 ' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({
      name: '달무리',
      careerYears: 4,
      categoryIds: [1, 3],
      agreements: { terms: true },
      certificate: { name: '타로상담사 1급', uploadId: null },
    });
  });

  it('names every missing field of an empty form', () => {
    const check = checkDraft(EMPTY_DRAFT);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(
      [
        'agreements.terms',
        'answer',
        'careerYears',
        'categoryIds',
        'certificate.issuedOn',
        'certificate.issuer',
        'certificate.name',
        'introduction',
        'name',
      ].sort(),
    );
    expect(check.errors['agreements.terms']).toBe('상담사 이용약관에 동의해 주세요.');
    expect(check.errors['certificate.issuedOn']).toBe('취득일을 입력해 주세요.');
  });

  it('wants the written answer between 50 and 2,000 characters', () => {
    const short = checkDraft({ ...filled, answer: '가'.repeat(49) });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.errors.answer).toBeTruthy();
    expect(checkDraft({ ...filled, answer: '가'.repeat(50) }).ok).toBe(true);
    expect(checkDraft({ ...filled, answer: '가'.repeat(2_000) }).ok).toBe(true);
    expect(checkDraft({ ...filled, answer: '가'.repeat(2_001) }).ok).toBe(false);
  });

  it('refuses a career that is not a whole number and a certificate date in the future', () => {
    const career = checkDraft({ ...filled, careerYears: '3.5' });
    expect(career.ok).toBe(false);
    const future = checkDraft({
      ...filled,
      certificate: { ...filled.certificate, issuedOn: '2999-01-01' },
    });
    expect(future.ok).toBe(false);
    if (!future.ok)
      expect(future.errors['certificate.issuedOn']).toBe('취득일은 오늘 이후일 수 없어요.');
  });

  it('takes 1 to 5 categories', () => {
    expect(checkDraft({ ...filled, categoryIds: [] }).ok).toBe(false);
    expect(toggleCategory([1, 2, 3, 4, 5], 6)).toEqual([1, 2, 3, 4, 5]);
    expect(toggleCategory([1, 2], 2)).toEqual([1]);
    expect(toggleCategory([1], 2)).toEqual([1, 2]);
  });
});
