// The counselor back office (issue 11) as the api answers and accepts it: the counselor's own
// profile, long-form details, keywords, certificates, gallery, FAQs, residence address, tax
// e-mail, settlement bank account, pause switch, products, available times, client notes and
// profits. Messages are the Korean texts a counselor reads next to the field.
import * as v from 'valibot';
import { COUNSELOR_STATUSES } from '../counselor';
import { isProductDuration, isProductPrice, PRODUCT_RULES } from '../money';
import { minutesOfDay, SLOT_GRID_MINUTES } from '../slots';
import { COUNSELING_TYPES, SESSION_STATUSES } from '../vocabulary';
import { verificationCodeSchema } from './account';
import { isoDateTimeSchema } from './common';
import {
  counselingReviewSchema,
  counselorCategorySchema,
  productDetailSchema,
  weeklyHoursSchema,
} from './counseling';
import { imageSchema } from './image';
import { sessionSchema } from './session';
import { multilineText, textOf } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const won = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const uploadIdSchema = v.pipe(
  v.string('이미지를 다시 올려 주세요.'),
  v.uuid('이미지를 다시 올려 주세요.'),
);

// ---- limits ----

/** How many of each a counselor may keep (409 when full). */
export const COUNSELOR_OFFICE_LIMITS = {
  keywords: 10,
  certificates: 10,
  gallery: 30,
  faqs: 20,
} as const;

// ---- profile ----

/** 활동명: 2–12 Korean or English letters and digits, spaces only between them. */
export const COUNSELOR_NAME_PATTERN = /^[가-힣A-Za-z0-9](?:[가-힣A-Za-z0-9 ]*[가-힣A-Za-z0-9])?$/;

export const counselorNameSchema = v.pipe(
  v.string('활동명을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('활동명을 입력해 주세요.'),
  v.minLength(2, '활동명은 2자 이상이어야 해요.'),
  v.maxLength(12, '활동명은 12자를 넘을 수 없어요.'),
  v.regex(COUNSELOR_NAME_PATTERN, '활동명은 한글, 영문, 숫자로 써 주세요.'),
);

export const counselorIntroductionSchema = textOf('소개', 10, 200);

export const careerYearsSchema = v.pipe(
  v.number('경력을 입력해 주세요.'),
  v.safeInteger('경력은 햇수로 입력해 주세요.'),
  v.minValue(0, '경력은 0년 이상이어야 해요.'),
  v.maxValue(60, '경력은 60년을 넘을 수 없어요.'),
);

export const categoryIdsSchema = v.pipe(
  v.array(positiveId, '상담 분야를 골라 주세요.'),
  v.minLength(1, '상담 분야를 하나 이상 골라 주세요.'),
  v.maxLength(5, '상담 분야는 5개까지 고를 수 있어요.'),
  v.check((ids) => new Set(ids).size === ids.length, '같은 상담 분야를 두 번 고를 수 없어요.'),
);

/** PUT /api/client/counselor. */
export const updateCounselorRequestSchema = v.object({
  name: counselorNameSchema,
  introduction: counselorIntroductionSchema,
  careerYears: careerYearsSchema,
  categoryIds: categoryIdsSchema,
});
export type UpdateCounselorRequest = v.InferOutput<typeof updateCounselorRequestSchema>;

/** GET /api/client/counselors/exists-name?name=. */
export const nameExistsSchema = v.object({ exists: v.boolean() });
export type NameExists = v.InferOutput<typeof nameExistsSchema>;

// PATCH /api/client/counselor/profile-image takes the account's profileImageRequestSchema.

/** POST /api/client/counselor/details: the long-form profile, plain text with newlines. */
export const counselorDetailsRequestSchema = v.object({
  details: multilineText(textOf('상세 소개', 0, 5_000)),
});
export type CounselorDetailsRequest = v.InferOutput<typeof counselorDetailsRequestSchema>;

export const keywordSchema = v.pipe(
  v.string('키워드를 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('키워드를 입력해 주세요.'),
  v.maxLength(12, '키워드는 12자를 넘을 수 없어요.'),
  v.check((value) => !value.includes('#'), '키워드에는 #을 빼고 써 주세요.'),
);

/** PATCH /api/client/counselor/keywords: the whole list, in order. */
export const keywordsRequestSchema = v.object({
  keywords: v.pipe(
    v.array(keywordSchema, '키워드를 입력해 주세요.'),
    v.maxLength(COUNSELOR_OFFICE_LIMITS.keywords, '키워드는 10개까지 넣을 수 있어요.'),
    v.check((items) => new Set(items).size === items.length, '같은 키워드가 두 번 있어요.'),
  ),
});
export type KeywordsRequest = v.InferOutput<typeof keywordsRequestSchema>;

// ---- certificates ----

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's date in Seoul (UTC+9, no daylight saving), YYYY-MM-DD. */
export function seoulToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** POST|PUT /api/client/counselor/certificates. */
export const certificateRequestSchema = v.object({
  name: textOf('자격증 이름', 2, 40),
  issuer: textOf('발급 기관', 2, 40),
  grade: textOf('등급', 0, 20),
  issuedOn: v.pipe(
    v.string('취득일을 입력해 주세요.'),
    v.check(isCalendarDate, '취득일을 YYYY-MM-DD 형식으로 입력해 주세요.'),
    v.check((value) => value <= seoulToday(), '취득일은 오늘 이후일 수 없어요.'),
  ),
  uploadId: v.nullable(uploadIdSchema),
});
export type CertificateRequest = v.InferOutput<typeof certificateRequestSchema>;

// ---- gallery ----

/** POST /api/client/counselor/gallery. */
export const galleryAddRequestSchema = v.object({
  uploadId: uploadIdSchema,
  caption: v.optional(textOf('설명', 0, 60), ''),
});
export type GalleryAddRequest = v.InferOutput<typeof galleryAddRequestSchema>;

/** PATCH /api/client/counselor/gallery/{id}: the picture's caption. */
export const galleryCaptionRequestSchema = v.object({ caption: textOf('설명', 0, 60) });
export type GalleryCaptionRequest = v.InferOutput<typeof galleryCaptionRequestSchema>;

/** PUT …/gallery/order and …/faqs/order: exactly the counselor's ids, in the new order. */
export const idOrderRequestSchema = v.object({
  ids: v.pipe(
    v.array(positiveId, '순서를 다시 정해 주세요.'),
    v.check((ids) => new Set(ids).size === ids.length, '같은 항목이 두 번 있어요.'),
  ),
});
export const galleryOrderRequestSchema = idOrderRequestSchema;
export type IdOrderRequest = v.InferOutput<typeof idOrderRequestSchema>;

// ---- FAQs ----

export const counselorFaqRequestSchema = v.object({
  question: textOf('질문', 5, 100),
  answer: multilineText(textOf('답변', 5, 1_000)),
});
export type CounselorFaqRequest = v.InferOutput<typeof counselorFaqRequestSchema>;

// The answer, counselorFaqSchema, lives with the public profile (schemas/counseling.ts).

// ---- address ----

/** 상담사 거주 주소 (GET|PUT /api/client/counselor/address); never public. */
export const counselorAddressSchema = v.object({
  zipCode: v.pipe(
    v.string('우편번호를 입력해 주세요.'),
    v.regex(/^\d{5}$/, '우편번호 5자리를 입력해 주세요.'),
  ),
  roadAddress: textOf('도로명 주소', 1, 200),
  jibunAddress: textOf('지번 주소', 0, 200),
  detail: textOf('상세 주소', 0, 60),
});
export type CounselorAddress = v.InferOutput<typeof counselorAddressSchema>;

export const addressSearchItemSchema = v.object({
  zipCode: v.string(),
  roadAddress: v.string(),
  jibunAddress: v.string(),
  buildingName: v.string(),
});
export type AddressSearchItem = v.InferOutput<typeof addressSearchItemSchema>;

/** GET /api/client/counselor/address/search?keyword=&page=. */
export const addressSearchPageSchema = v.object({
  items: v.array(addressSearchItemSchema),
  totalCount: count,
  page: positiveId,
  pageSize: positiveId,
});
export type AddressSearchPage = v.InferOutput<typeof addressSearchPageSchema>;

export const ADDRESS_SEARCH_PAGE_SIZE = 10;

export const addressSearchQuerySchema = v.object({
  keyword: v.pipe(
    v.string('검색어를 입력해 주세요.'),
    v.trim(),
    v.minLength(2, '검색어를 2자 이상 입력해 주세요.'),
    v.maxLength(80, '검색어는 80자를 넘을 수 없어요.'),
  ),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, '페이지가 올바르지 않아요.'), v.transform(Number)),
    '1',
  ),
});

// ---- tax e-mail ----

export const taxEmailSchema = v.pipe(
  v.string('이메일을 입력해 주세요.'),
  v.trim(),
  v.nonEmpty('이메일을 입력해 주세요.'),
  v.maxLength(100, '이메일은 100자를 넘을 수 없어요.'),
  v.email('이메일 형식이 올바르지 않아요.'),
);

/** POST /api/client/counselor/tax-email/send-verification-code. */
export const taxEmailSendRequestSchema = v.object({ value: taxEmailSchema });
export type TaxEmailSendRequest = v.InferOutput<typeof taxEmailSendRequestSchema>;

/** POST /api/client/counselor/tax-email/verify-and-update. */
export const taxEmailVerifyRequestSchema = v.object({
  email: taxEmailSchema,
  code: verificationCodeSchema,
});
export type TaxEmailVerifyRequest = v.InferOutput<typeof taxEmailVerifyRequestSchema>;

// ---- bank account ----

/** 정산 계좌 banks: code (금융결제원 은행 코드) → the name a counselor knows it by. */
export const KOREAN_BANKS = {
  '004': '국민',
  '088': '신한',
  '020': '우리',
  '081': '하나',
  '011': '농협',
  '003': '기업',
  '023': 'SC제일',
  '027': '씨티',
  '090': '카카오뱅크',
  '092': '토스뱅크',
  '089': '케이뱅크',
  '045': '새마을',
  '048': '신협',
  '071': '우체국',
  '007': '수협',
  '032': '부산',
  '031': '대구',
  '039': '경남',
  '034': '광주',
  '037': '전북',
  '035': '제주',
  '002': '산업',
} as const;
export type BankCode = keyof typeof KOREAN_BANKS;
export const BANK_CODES = Object.keys(KOREAN_BANKS) as BankCode[];

export function isBankCode(value: unknown): value is BankCode {
  return typeof value === 'string' && Object.hasOwn(KOREAN_BANKS, value);
}

/** An account number with every digit but the last 4 hidden: `1234567890123` → `*********0123`. */
export function maskBankNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** PUT /api/client/counselor/bank-account: the number typed with or without hyphens. */
export const bankAccountRequestSchema = v.object({
  bankCode: v.picklist(BANK_CODES, '은행을 골라 주세요.'),
  holder: textOf('예금주', 2, 20),
  number: v.pipe(
    v.string('계좌번호를 입력해 주세요.'),
    v.transform((value) => value.replace(/[\s-]/g, '')),
    v.regex(/^\d{10,14}$/, '계좌번호는 숫자 10~14자리로 입력해 주세요.'),
  ),
});
export type BankAccountRequest = v.InferOutput<typeof bankAccountRequestSchema>;

/** The settlement account as every answer shows it: the number masked, the owner's too. */
export const bankAccountSchema = v.object({
  bankCode: v.picklist(BANK_CODES),
  bankName: v.string(),
  holder: v.string(),
  numberMasked: v.string(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** PATCH /api/client/counselor/enabled and …/products/{id}/enabled. */
export const enabledRequestSchema = v.object({ value: v.boolean('켜거나 꺼 주세요.') });
export type EnabledRequest = v.InferOutput<typeof enabledRequestSchema>;

// ---- the counselor's own profile ----

/** GET|PUT /api/client/counselor: the caller's counselor profile. Level 0 is an applicant. */
export const counselorSelfSchema = v.object({
  id: positiveId,
  userId: positiveId,
  level: count,
  status: v.picklist(COUNSELOR_STATUSES),
  enabled: v.boolean(),
  /** null until the profile is written. */
  name: v.nullable(v.string()),
  introduction: v.string(),
  careerYears: count,
  details: v.string(),
  keywords: v.array(v.string()),
  categories: v.array(counselorCategorySchema),
  profileImage: v.nullable(imageSchema),
  /** The owner's own tax e-mail in full; never sent to anyone else. */
  taxEmail: v.nullable(v.string()),
  bankAccount: v.nullable(bankAccountSchema),
  address: v.nullable(counselorAddressSchema),
  rating: v.nullable(v.number()),
  reviewCount: count,
});
export type CounselorSelf = v.InferOutput<typeof counselorSelfSchema>;

// ---- products (counselor side) ----

/** A product as its counselor manages it. */
export const counselorProductSchema = v.object({
  ...productDetailSchema.entries,
  /** The uploads behind `images`, same order (drawn images have none). */
  uploadIds: v.array(v.string()),
  ordersCount: count,
});
export type CounselorProduct = v.InferOutput<typeof counselorProductSchema>;

/** POST /api/client/counselor/products, PUT …/products/{id} (DESIGN "Products"). */
export const productRequestSchema = v.object({
  name: textOf('상품 이름', PRODUCT_RULES.nameLength.min, PRODUCT_RULES.nameLength.max),
  counselingType: v.picklist(COUNSELING_TYPES, '상담 방식을 골라 주세요.'),
  durationMinutes: v.pipe(
    v.nullable(v.number('상담 시간을 골라 주세요.')),
    v.check(isProductDuration, '상담 시간은 10~180분, 5분 단위로 정해 주세요.'),
  ),
  price: v.pipe(
    v.number('가격을 입력해 주세요.'),
    v.check(isProductPrice, '가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.'),
  ),
  description: multilineText(textOf('상품 설명', 0, PRODUCT_RULES.descriptionMaxLength)),
  uploadIds: v.pipe(
    v.array(uploadIdSchema),
    v.maxLength(PRODUCT_RULES.imagesMax, '상품 이미지는 5장까지 올릴 수 있어요.'),
    v.check((ids) => new Set(ids).size === ids.length, '같은 이미지가 두 번 있어요.'),
  ),
  enabled: v.boolean(),
});
export type ProductRequest = v.InferOutput<typeof productRequestSchema>;

// ---- available times ----

const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;

const onGrid = (value: string) => {
  const minutes = minutesOfDay(value);
  return minutes !== null && minutes % SLOT_GRID_MINUTES === 0;
};
const hhmm = (label: string) =>
  v.pipe(
    v.string(`${label}을 입력해 주세요.`),
    v.check(onGrid, `${label}은 30분 단위(HH:mm)로 정해 주세요.`),
  );
const startBeforeEnd = <T extends { start: string; end: string }>(range: T) =>
  (minutesOfDay(range.start) ?? 0) < (minutesOfDay(range.end) ?? 0);

const timeRangeEntries = { start: hhmm('시작 시간'), end: hhmm('종료 시간') };

export const weeklyHoursEntrySchema = v.pipe(
  v.object({
    weekday: v.pipe(
      v.number('요일을 골라 주세요.'),
      v.safeInteger('요일을 골라 주세요.'),
      v.minValue(1, '요일을 골라 주세요.'),
      v.maxValue(7, '요일을 골라 주세요.'),
    ),
    ...timeRangeEntries,
  }),
  v.check(startBeforeEnd, '종료 시간은 시작 시간보다 늦어야 해요.'),
);

/** Whether two ranges of one weekday overlap (touching ends do not). */
function overlapsOnSameDay(hours: readonly { weekday: number; start: string; end: string }[]) {
  const byDay = new Map<number, { start: number; end: number }[]>();
  for (const entry of hours) {
    const list = byDay.get(entry.weekday) ?? [];
    list.push({ start: minutesOfDay(entry.start) ?? 0, end: minutesOfDay(entry.end) ?? 0 });
    byDay.set(entry.weekday, list);
  }
  for (const [weekday, list] of byDay) {
    list.sort((a, b) => a.start - b.start);
    for (let index = 1; index < list.length; index += 1) {
      if ((list[index]?.start ?? 0) < (list[index - 1]?.end ?? 0)) return weekday;
    }
  }
  return null;
}

/** PUT /api/client/counselor/available-times/weekly: every weekly range, replacing the old. */
export const weeklyHoursRequestSchema = v.object({
  hours: v.pipe(
    v.array(weeklyHoursEntrySchema),
    v.maxLength(70, '요일별 시간은 모두 70개까지 정할 수 있어요.'),
    v.rawCheck<{ weekday: number; start: string; end: string }[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const weekday = overlapsOnSameDay(dataset.value);
      if (weekday !== null) {
        addIssue({ message: `${WEEKDAY_LABELS[weekday - 1]}요일에 겹치는 시간이 있어요.` });
      }
    }),
  ),
});
export type WeeklyHoursRequest = v.InferOutput<typeof weeklyHoursRequestSchema>;

const exceptionDate = v.pipe(
  v.string('날짜를 골라 주세요.'),
  v.check(isCalendarDate, '날짜를 YYYY-MM-DD 형식으로 골라 주세요.'),
);

/** POST /api/client/counselor/available-times/exceptions. */
export const dateExceptionRequestSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('CLOSED'), date: exceptionDate }),
    v.pipe(
      v.object({ kind: v.literal('EXTRA'), date: exceptionDate, ...timeRangeEntries }),
      v.check(startBeforeEnd, '종료 시간은 시작 시간보다 늦어야 해요.'),
    ),
  ],
  '휴무 또는 추가 시간을 골라 주세요.',
);
export type DateExceptionRequest = v.InferOutput<typeof dateExceptionRequestSchema>;

/** GET|PUT /api/client/counselor/available-times/weekly: every weekly range, by weekday. */
export const weeklyHoursListSchema = v.object({ hours: v.array(weeklyHoursSchema) });
export type WeeklyHoursList = v.InferOutput<typeof weeklyHoursListSchema>;

/** One dated exception as its counselor manages it (the id is what DELETE takes). */
export const counselorDateExceptionSchema = v.variant('kind', [
  v.object({ id: positiveId, date: v.string(), kind: v.literal('CLOSED') }),
  v.object({
    id: positiveId,
    date: v.string(),
    kind: v.literal('EXTRA'),
    start: v.string(),
    end: v.string(),
  }),
]);
export type CounselorDateException = v.InferOutput<typeof counselorDateExceptionSchema>;

// ---- reservations (counselor side) ----

export const COUNSELOR_RESERVATION_FILTERS = ['PENDING', 'SCHEDULED', 'DONE'] as const;
export type CounselorReservationFilter = (typeof COUNSELOR_RESERVATION_FILTERS)[number];

/** GET /api/client/counselor/reservations: one RESERVATION session of the counselor. */
export const counselorReservationSchema = v.object({
  ...sessionSchema.entries,
  userId: positiveId,
  /** The slot's end (start + the product's minutes; 무제한: 60). */
  endTime: v.nullable(isoDateTimeSchema),
  /** PENDING: until when the counselor may accept (else it is declined for it). */
  respondBy: v.nullable(isoDateTimeSchema),
  /** What the user paid for the reservation; null for a session without an order. */
  price: v.nullable(won),
  createdAt: isoDateTimeSchema,
});
export type CounselorReservation = v.InferOutput<typeof counselorReservationSchema>;

// ---- reviews (counselor side) ----

/** A review of one of the counselor's sessions, as its counselor reads it. */
export const counselorReviewSchema = v.object({
  ...counselingReviewSchema.entries,
  sessionId: positiveId,
});
export type CounselorReview = v.InferOutput<typeof counselorReviewSchema>;

export const COUNSELOR_REVIEW_PAGE_SIZE = 12;

/** GET /api/client/counselor/reviews?page=: 12 per page, newest first. */
export const counselorReviewPageSchema = v.object({
  content: v.array(counselorReviewSchema),
  totalPages: count,
  totalElements: count,
  currentPage: positiveId,
  pageSize: positiveId,
});
export type CounselorReviewPage = v.InferOutput<typeof counselorReviewPageSchema>;

// ---- client notes ----

/** GET|PUT /api/client/counselor/clients/{userId}/note: only this counselor ever sees it. */
export const clientNoteSchema = v.object({
  userId: positiveId,
  text: v.string(),
  /** null while nothing was written. */
  updatedAt: v.nullable(isoDateTimeSchema),
});
export type ClientNote = v.InferOutput<typeof clientNoteSchema>;

export const clientNoteRequestSchema = v.object({
  text: multilineText(textOf('메모', 0, 2_000)),
});
export type ClientNoteRequest = v.InferOutput<typeof clientNoteRequestSchema>;

// ---- profits (DESIGN "Money") ----

const moneyEntries = {
  paid: won,
  refunded: won,
  fee: won,
  gross: won,
  withholding: won,
  net: won,
};

export const profitTotalsSchema = v.object({ sessions: count, ...moneyEntries });
export type ProfitTotals = v.InferOutput<typeof profitTotalsSchema>;

/** One Asia/Seoul month's statement; paid out on the 10th of the next month. */
export const profitMonthSchema = v.object({
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  ...profitTotalsSchema.entries,
  payoutDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-10$/)),
  paidOut: v.boolean(),
});
export type ProfitMonth = v.InferOutput<typeof profitMonthSchema>;

/** GET /api/client/counselor/profits?year=: twelve months and their total. */
export const profitYearSchema = v.object({
  year: count,
  months: v.pipe(v.array(profitMonthSchema), v.length(12)),
  total: profitTotalsSchema,
});
export type ProfitYear = v.InferOutput<typeof profitYearSchema>;

/** GET /api/client/counselor/profits/{YYYY-MM}/sessions: one line per settled session. */
export const profitSessionSchema = v.object({
  sessionId: positiveId,
  endedAt: isoDateTimeSchema,
  status: v.picklist(SESSION_STATUSES),
  productName: v.string(),
  /** The client's name masked (김*연). */
  userName: v.string(),
  ...moneyEntries,
});
export type ProfitSession = v.InferOutput<typeof profitSessionSchema>;

/** A person's name with its middle hidden: 김서연 → 김*연, 이준 → 이*, 남궁민수 → 남**수. */
export function maskPersonName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
