// What the content api says (Korean, 해요체): its refusals and the labels it writes into claims.
export const contentMessages = {
  noticeNotFound: '공지사항을 찾을 수 없어요.',
  eventNotFound: '이벤트를 찾을 수 없어요.',
  faqNotFound: '자주 묻는 질문을 찾을 수 없어요.',
  faqCategoryNotFound: '자주 묻는 질문 분류를 찾을 수 없어요.',
  faqCategoryNotEmpty: '질문이 남아 있는 분류는 지울 수 없어요. 질문을 먼저 옮기거나 지워 주세요.',
  faqCategoryNameTaken: '같은 이름의 분류가 이미 있어요.',
  faqQuestionTaken: '같은 질문이 이미 있어요.',
  pageNotFound: '페이지를 찾을 수 없어요.',
  routeRuleNotFound: '그 경로의 이동 규칙이 없어요.',
  routeRuleLoop: '경로와 옮겨 갈 주소가 같아요. 다른 주소를 입력해 주세요.',
  claimNotFound: '문의 내역을 찾을 수 없어요.',
  claimTargetNotFound: '신고할 대상을 찾을 수 없어요.',
  alreadyReported: '이미 신고한 내용이에요. 운영팀이 확인하고 있어요.',
  tooManyInquiries:
    '이 이메일로 하루에 보낼 수 있는 문의(3건)를 모두 보냈어요. 답변을 기다려 주시거나 내일 다시 문의해 주세요.',
  alreadyAnswered: '이미 답변한 문의예요.',
  // Query strings.
  query: {
    currentPage: '페이지 번호는 1 이상의 정수로 보내 주세요.',
    pageSize: '한 페이지 개수는 1~50 사이의 정수로 보내 주세요.',
    category: '공지 분류가 올바르지 않아요.',
    state: '이벤트 상태는 ONGOING, UPCOMING, ENDED 중 하나로 보내 주세요.',
    categoryId: '분류 번호는 1 이상의 정수로 보내 주세요.',
    search: '검색어는 1~50자로 입력해 주세요.',
    id: '번호는 1 이상의 정수로 보내 주세요.',
    slug: '페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요.',
    status: '처리 상태는 RECEIVED나 ANSWERED로 보내 주세요.',
  },
  /** A report's title: the reason as the user picked it. */
  reportTitle: (reasonLabel: string) => `${reasonLabel} 신고`,
  /** A session as a report names it: `별빛 상담사 · 채팅 상담 11월 20일`. */
  sessionLabel: (counselorName: string, typeLabel: string, month: number, day: number) =>
    `${counselorName} 상담사 · ${typeLabel} ${month}월 ${day}일`,
  unnamedCounselor: '상담사',
} as const;
