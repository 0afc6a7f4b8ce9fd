import type { InquiryCategory, ReportReason } from '@arcana/domain';

// demo-user's /me/claims (issue 12): one inquiry answered, one waiting, and one report of a
// review someone else wrote. Dated `daysAgo` days before the seed ran.

type SeededInquiry = {
  category: InquiryCategory;
  title: string;
  body: string;
  daysAgo: number;
  answer?: { text: string; hoursLater: number };
};

export const SEEDED_CLAIMS: readonly SeededInquiry[] = [
  {
    category: 'PAYMENT',
    title: '취소한 예약 상담 환불은 언제 들어오나요?',
    body: '어제 저녁에 예약했던 채팅 상담을 취소했어요. 앱에는 환불 완료라고 나오는데 카드 내역에는 아직 결제로 보여요. 언제쯤 취소되는지 알고 싶어요.',
    daysAgo: 9,
    answer: {
      hoursLater: 5,
      text: `안녕하세요, 아르카나 운영팀이에요.

확인해 보니 취소하신 상담의 환불은 취소 당시 바로 카드사에 요청됐어요. 카드사에서 실제로 승인이 취소되기까지 **3~5영업일**이 걸릴 수 있어요.

그 뒤에도 카드 내역에 결제로 남아 있다면 이 문의에 다시 알려 주세요. 카드사에 직접 확인해 드릴게요.`,
    },
  },
  {
    category: 'AI',
    title: 'AI 타로 리딩 횟수가 남았는데 제한에 걸렸어요',
    body: '로그인한 상태로 AI 타로를 보고 있었는데, 갑자기 오늘 이용 횟수를 다 썼다고 나와요. 다른 기기에서 로그아웃 상태로 본 것도 같이 세어지는 건가요?',
    daysAgo: 1,
  },
];

export const SEEDED_REPORT: { reason: ReportReason; body: string; daysAgo: number } = {
  reason: 'SPAM',
  body: '후기 내용이 상담과 관계없는 다른 사이트 홍보로 보여요. 확인 부탁드려요.',
  daysAgo: 3,
};
