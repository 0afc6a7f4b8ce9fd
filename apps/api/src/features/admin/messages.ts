// What the operator's api says (Korean, 해요체).
export const adminMessages = {
  orderNotFound: '주문을 찾을 수 없어요.',
  sessionNotFound: '상담을 찾을 수 없어요.',
  userNotFound: '사용자를 찾을 수 없어요.',
  nothingToRefund: '환불할 결제가 없는 주문이에요.',
  refundReason: '운영자가 주문을 환불했어요.',
  grantMemo: '운영자 지급',
  applicationNotFound: '상담사 신청을 찾을 수 없어요.',
  applicationStatus: '상태는 SUBMITTED, APPROVED, REJECTED 중 하나로 골라 주세요.',
  // Content (issue 12): the 404s of ids that cannot exist read as the content service's own.
  content: {
    noticeNotFound: '공지사항을 찾을 수 없어요.',
    eventNotFound: '이벤트를 찾을 수 없어요.',
    faqNotFound: '자주 묻는 질문을 찾을 수 없어요.',
    faqCategoryNotFound: '자주 묻는 질문 분류를 찾을 수 없어요.',
    claimNotFound: '문의 내역을 찾을 수 없어요.',
    claimStatus: '처리 상태는 RECEIVED나 ANSWERED로 골라 주세요.',
    categoryId: '분류 번호는 1 이상의 정수로 보내 주세요.',
    routeRulePath: '지울 경로를 입력해 주세요.',
  },
  // What a claim's author is told when an operator answers (SYSTEM_NOTICE or e-mail).
  claimAnswer: {
    title: '문의에 답변이 도착했어요',
    link: '/me/claims',
    mailSubject: '[아르카나] 문의하신 내용에 답변드려요',
    mailText: (title: string, answer: string) =>
      `안녕하세요, 아르카나 고객센터예요.\n문의하신 「${title}」에 답변드려요.\n\n${answer}\n\n이 메일은 발신 전용이에요. 더 궁금한 점이 있으면 고객센터 1:1 문의로 다시 남겨 주세요.`,
  },
} as const;
