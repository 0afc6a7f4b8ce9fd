// What ordering, paying, refunds, points and spending limits say to people (Korean, 해요체).
import { formatKRW as won } from '@arcana/domain';

export const orderMessages = {
  won,
  orderNotFound: '주문을 찾을 수 없어요.',
  productNotFound: '상품을 찾을 수 없어요.',
  productUnavailable: '지금은 구매할 수 없는 상품이에요. 다른 상품을 골라 주세요.',
  ownProduct: '본인의 상담 상품은 구매할 수 없어요.',
  counselorNotAvailable: '상담사가 지금 바로 상담할 수 없는 상태예요. 예약 상담을 이용해 주세요.',
  slotRequired: '예약할 시간을 골라 주세요.',
  slotNotAllowed: '바로 상담에는 예약 시간을 보낼 수 없어요.',
  agreementRequired: '필수 약관에 동의해 주세요.',
  pointsOverPrice: '포인트는 상품 가격까지만 쓸 수 있어요.',
  notEnoughPoints: (balance: number) =>
    `포인트가 부족해요. 지금 쓸 수 있는 포인트는 ${won(balance)}이에요.`,
  spendingLimit: (remaining: number) =>
    remaining > 0
      ? `이번 달 결제 한도를 넘어요. 이번 달에 남은 한도는 ${won(remaining)}이에요.`
      : '이번 달 결제 한도를 모두 썼어요. 남은 한도는 0원이에요.',
  amountMismatch: '결제 금액이 주문 금액과 달라요. 처음부터 다시 결제해 주세요.',
  holdExpired: '결제 시간(15분)이 지나 주문이 취소됐어요. 처음부터 다시 결제해 주세요.',
  slotLost:
    '결제하는 사이에 다른 분이 이 시간을 예약했어요. 결제는 취소됐어요. 다른 시간을 골라 주세요.',
  orderFailed: '결제에 실패한 주문이에요. 처음부터 다시 결제해 주세요.',
  alreadyPaid: '이미 다른 결제로 처리된 주문이에요.',
  notPending: '이미 결제했거나 결제 시간이 지난 주문이에요. 처음부터 다시 결제해 주세요.',
  paymentRejected: '결제가 승인되지 않았어요. 다른 결제 수단으로 다시 시도해 주세요.',
  providerUnavailable: '결제사에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  /** 별하 · 30분 채팅 상담 */
  orderName: (counselorName: string, duration: string, typeLabel: string) =>
    `${counselorName} · ${duration} ${typeLabel}`,
  /** 별하 · 10분 추가 */
  addTimeOrderName: (counselorName: string, minutes: number) =>
    `${counselorName} · ${minutes}분 추가`,
  // Points (1 point = 1 won).
  points: {
    orderMemo: (orderName: string) => `주문 결제: ${orderName}`,
    addTimeMemo: (productName: string) => `상담 시간 추가: ${productName}`,
    releasedMemo: (orderName: string) => `결제하지 않은 주문의 포인트 반환: ${orderName}`,
    refundMemo: (orderName: string) => `환불: ${orderName}`,
    demoMemo: '가입 축하 포인트',
    amount: '포인트는 -1,000,000에서 1,000,000 사이의 0이 아닌 정수로 보내 주세요.',
    memo: '메모는 200자까지 쓸 수 있어요.',
    balanceBelowZero: '포인트가 0 아래로 내려갈 수 없어요.',
    userNotFound: '사용자를 찾을 수 없어요.',
  },
  refund: {
    nothingPaid: '환불할 결제가 없는 주문이에요.',
    byOperator: '운영자가 환불했어요.',
  },
  spendingLimitPendingNote: '한도를 올리면 24시간 뒤에 적용돼요.',
  // The sandbox checkout (a development stand-in of the payment window).
  sandbox: {
    title: '테스트 결제',
    notice: '개발용 테스트 결제창이에요. 실제로 돈이 나가지 않아요.',
    orderName: '주문 상품',
    amount: '결제 금액',
    pay: '결제하기',
    cancel: '결제 취소',
    decline: '카드 거절 (테스트)',
    unknownOrder: '결제할 주문을 찾을 수 없어요.',
    notPayable: '이미 처리됐거나 결제 시간이 지난 주문이에요.',
    back: '돌아가기',
    userCanceled: '사용자가 결제를 취소했어요.',
    cardDeclined: '카드사에서 결제를 거절했어요. 다른 카드로 다시 시도해 주세요.',
    sessionExpired: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않아요.',
    alreadyProcessed: '이미 처리된 결제예요.',
    amountMismatch: '결제 금액이 일치하지 않아요.',
    notCancelable: '취소할 수 없는 결제예요.',
    voidReason: '결제사에서 결제를 취소했어요.',
  },
  invalidAction: '결제창의 버튼으로만 보낼 수 있어요.',
  notSandbox: '샌드박스 결제만 이 방법으로 무효로 만들 수 있어요.',
  webhook: {
    body: '웹훅 본문이 올바르지 않아요.',
  },
} as const;
