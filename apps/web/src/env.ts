// The only reader of import.meta.env in this app (STYLE: one env.ts per app).

const DEFAULT_COUNSELOR_ORIGIN = 'http://counselor.localhost:5174';

/** A configured text, or the placeholder when it is unset or blank. */
const textOr = (value: string | undefined, placeholder: string) => value?.trim() || placeholder;

export const env = {
  /** DESIGN "Addresses and cookies": cross-app links go to the counselor app's origin. */
  counselorOrigin: (import.meta.env.VITE_COUNSELOR_ORIGIN || DEFAULT_COUNSELOR_ORIGIN).replace(
    /\/$/,
    '',
  ),
  /**
   * The business information Korean law asks an online seller to show (전자상거래법 §10: 상호,
   * 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 연락처), drawn by the footer. The
   * placeholders say (예시) so an unconfigured build never passes for the real company.
   */
  business: {
    name: textOr(import.meta.env.VITE_BUSINESS_NAME, '아르카나 주식회사 (예시)'),
    representative: textOr(import.meta.env.VITE_BUSINESS_REPRESENTATIVE, '김아르 (예시)'),
    registrationNumber: textOr(
      import.meta.env.VITE_BUSINESS_REGISTRATION_NUMBER,
      '000-00-00000 (예시)',
    ),
    mailOrderNumber: textOr(
      import.meta.env.VITE_BUSINESS_MAIL_ORDER_NUMBER,
      '제2026-서울강남-00000호 (예시)',
    ),
    address: textOr(
      import.meta.env.VITE_BUSINESS_ADDRESS,
      '서울특별시 강남구 테헤란로 000, 00층 (예시)',
    ),
    email: textOr(import.meta.env.VITE_BUSINESS_EMAIL, 'help@arcana.example'),
    phone: textOr(import.meta.env.VITE_BUSINESS_PHONE, '1588-0000'),
    hours: textOr(
      import.meta.env.VITE_BUSINESS_HOURS,
      '평일 10:00~18:00 (점심 12:30~13:30, 주말·공휴일 휴무)',
    ),
  },
} as const;
