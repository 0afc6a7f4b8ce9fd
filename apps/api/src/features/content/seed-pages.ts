import { PRIVACY_BODY } from './policies/privacy';
import { REFUND_BODY } from './policies/refund';
import { TERMS_BODY } from './policies/terms';
import { YOUTH_PROTECTION_BODY } from './policies/youth-protection';

// The four policy pages the web app's footer links to (POLICY_PAGE_SLUGS), last updated
// `daysAgo` Seoul days before the seed ran.
export const SEEDED_PAGES: readonly {
  slug: string;
  title: string;
  body: string;
  daysAgo: number;
}[] = [
  { slug: 'terms', title: '이용약관', body: TERMS_BODY, daysAgo: 5 },
  { slug: 'privacy', title: '개인정보처리방침', body: PRIVACY_BODY, daysAgo: 5 },
  { slug: 'refund', title: '환불 정책', body: REFUND_BODY, daysAgo: 5 },
  { slug: 'youth-protection', title: '청소년 보호정책', body: YOUTH_PROTECTION_BODY, daysAgo: 88 },
];
