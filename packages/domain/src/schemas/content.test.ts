import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  claimAnswerRequestSchema,
  EVENT_STATES,
  eventPeriodOf,
  eventRequestSchema,
  eventStateAt,
  guestInquiryRequestSchema,
  INQUIRY_CATEGORIES,
  inquiryRequestSchema,
  isContentHref,
  NOTICE_CATEGORIES,
  noticeRequestSchema,
  PAGE_SLUG_PATTERN,
  pageSlugSchema,
  REPORT_REASONS,
  reportRequestSchema,
  routeRuleRequestSchema,
} from './content';

const messagesOf = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const inquiry = {
  category: 'PAYMENT',
  title: '환불 문의',
  body: '어제 결제한 채팅 상담이 취소됐는데 환불이 언제 되나요?',
};

describe('the vocabularies', () => {
  it('keeps the contract’s values in order', () => {
    expect(NOTICE_CATEGORIES).toEqual(['NOTICE', 'UPDATE', 'MAINTENANCE', 'POLICY']);
    expect(EVENT_STATES).toEqual(['ONGOING', 'UPCOMING', 'ENDED']);
    expect(INQUIRY_CATEGORIES).toEqual(['ACCOUNT', 'PAYMENT', 'COUNSELING', 'AI', 'ETC']);
    expect(REPORT_REASONS).toEqual(['ABUSE', 'SEXUAL', 'SPAM', 'PRIVACY', 'FRAUD', 'ETC']);
    expect(CLAIM_STATUSES).toEqual(['RECEIVED', 'ANSWERED']);
  });
});

describe('eventStateAt', () => {
  const period = eventPeriodOf('2026-11-01', '2026-11-30');

  it('reads bare days as whole Seoul days', () => {
    expect(period.startsAt.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2026-11-30T14:59:59.999Z');
  });

  it('is UPCOMING before the first Seoul moment, ONGOING through the last, ENDED after', () => {
    expect(eventStateAt(period, new Date('2026-10-31T23:59:59.999+09:00'))).toBe('UPCOMING');
    expect(eventStateAt(period, new Date('2026-11-01T00:00:00.000+09:00'))).toBe('ONGOING');
    expect(eventStateAt(period, new Date('2026-11-30T23:59:59.999+09:00'))).toBe('ONGOING');
    expect(eventStateAt(period, new Date('2026-12-01T00:00:00.000+09:00'))).toBe('ENDED');
  });
});

describe('inquiries', () => {
  it('accepts a logged-in inquiry and wants a title of 2–60 and a body of 10–2,000', () => {
    expect(messagesOf(inquiryRequestSchema, inquiry)).toEqual([]);
    expect(messagesOf(inquiryRequestSchema, { ...inquiry, title: '환' })).toEqual([
      '제목은 2자 이상이어야 해요.',
    ]);
    expect(messagesOf(inquiryRequestSchema, { ...inquiry, body: '환불해 주세요' })).toEqual([
      '문의 내용은 10자 이상이어야 해요.',
    ]);
    expect(messagesOf(inquiryRequestSchema, { ...inquiry, body: '가'.repeat(2_001) })).toEqual([
      '문의 내용은 2,000자를 넘을 수 없어요.',
    ]);
    expect(messagesOf(inquiryRequestSchema, { ...inquiry, category: 'REFUND' })).toEqual([
      '문의 유형을 골라 주세요.',
    ]);
  });

  it('wants a guest’s e-mail (≤ 100) and the privacy consent', () => {
    const guest = { ...inquiry, email: 'guest@example.com', agreePrivacy: true };
    expect(messagesOf(guestInquiryRequestSchema, guest)).toEqual([]);
    expect(messagesOf(guestInquiryRequestSchema, { ...guest, email: '' })).toEqual([
      '답변받을 이메일을 입력해 주세요.',
    ]);
    expect(messagesOf(guestInquiryRequestSchema, { ...guest, email: 'guest.example.com' })).toEqual(
      ['이메일 형식이 올바르지 않아요.'],
    );
    expect(
      messagesOf(guestInquiryRequestSchema, { ...guest, email: `${'a'.repeat(89)}@example.com` }),
    ).toEqual(['이메일은 100자를 넘을 수 없어요.']);
    expect(messagesOf(guestInquiryRequestSchema, { ...guest, agreePrivacy: false })).toEqual([
      '개인정보 수집·이용에 동의해 주세요.',
    ]);
  });
});

describe('reports', () => {
  it('takes a target, a reason and an optional body of up to 1,000', () => {
    const report = { target: { type: 'REVIEW', id: 3 }, reason: 'ABUSE' };
    expect(v.parse(reportRequestSchema, report)).toEqual({ ...report, body: '' });
    expect(messagesOf(reportRequestSchema, { ...report, target: { type: 'USER', id: 3 } })).toEqual(
      ['신고 대상을 다시 골라 주세요.'],
    );
    expect(messagesOf(reportRequestSchema, { ...report, body: '가'.repeat(1_001) })).toEqual([
      '신고 내용은 1,000자를 넘을 수 없어요.',
    ]);
  });
});

describe('the operator’s requests', () => {
  it('refuses an event that ends before it starts and a link that leaves to http', () => {
    const event = {
      title: '첫 상담 20% 할인',
      summary: '처음 상담하는 분께 할인 쿠폰을 드려요.',
      body: '## 혜택\n첫 상담 20% 할인',
      startsAt: '2026-11-01',
      endsAt: '2026-11-30',
      link: { label: '상담사 보기', href: '/counseling/counselors' },
    };
    expect(messagesOf(eventRequestSchema, event)).toEqual([]);
    expect(messagesOf(eventRequestSchema, { ...event, endsAt: '2026-10-31' })).toEqual([
      '종료일은 시작일보다 뒤여야 해요.',
    ]);
    expect(
      messagesOf(eventRequestSchema, {
        ...event,
        link: { label: '보기', href: 'http://example.com' },
      }),
    ).toEqual(['버튼 링크는 /로 시작하는 경로나 https 주소로 써 주세요.']);
    expect(isContentHref('//evil.example')).toBe(false);
    expect(isContentHref('https://arcana.example/events')).toBe(true);
  });

  it('keeps notice titles at 2–100 and Markdown bodies at 20,000', () => {
    const notice = { category: 'NOTICE', title: '서비스 점검 안내', body: '본문' };
    expect(v.parse(noticeRequestSchema, notice)).toEqual({ ...notice, pinned: false });
    expect(messagesOf(noticeRequestSchema, { ...notice, title: '가'.repeat(101) })).toEqual([
      '제목은 100자를 넘을 수 없어요.',
    ]);
    expect(messagesOf(noticeRequestSchema, { ...notice, body: '가'.repeat(20_001) })).toEqual([
      '본문은 20,000자를 넘을 수 없어요.',
    ]);
  });

  it('wants a route rule from a path to a path or https URL, and an answer of 5–5,000', () => {
    expect(
      v.parse(routeRuleRequestSchema, { path: '/old-event', redirectTo: '/events/3' }),
    ).toEqual({ path: '/old-event', redirectTo: '/events/3', permanent: false });
    expect(
      messagesOf(routeRuleRequestSchema, { path: 'old', redirectTo: '//evil.example' }),
    ).toEqual([
      '경로는 /로 시작해야 해요.',
      '옮겨 갈 주소는 /로 시작하는 경로나 https 주소로 써 주세요.',
    ]);
    expect(messagesOf(claimAnswerRequestSchema, { answer: '확인' })).toEqual([
      '답변은 5자 이상이어야 해요.',
    ]);
  });

  it('takes page slugs of 2–60 lowercase letters, digits and hyphens', () => {
    expect(PAGE_SLUG_PATTERN.test('youth-protection')).toBe(true);
    expect(messagesOf(pageSlugSchema, 'Terms')).toEqual([
      '페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요.',
    ]);
    expect(messagesOf(pageSlugSchema, 'a')).toHaveLength(1);
    expect(messagesOf(pageSlugSchema, 'a'.repeat(61))).toHaveLength(1);
  });
});
