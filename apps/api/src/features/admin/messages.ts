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
} as const;
