import { formatDateTimeLong, SESSION_STATUS_LABELS, type SessionStatus } from '@arcana/domain';

// What the session lifecycle says (Korean, 해요체): its errors and the notifications of the
// transition table (transitions.ts names them by key).

/** What a notification text knows about its session. */
export type NoticeContext = {
  counselorName: string;
  userName: string;
  productName: string;
  /** The slot (RESERVATION) or null. */
  startTime: Date | null;
};

const when = ({ startTime }: NoticeContext) =>
  startTime ? `${formatDateTimeLong(startTime)} ` : '';

/** Title and content of each notification of the table. */
export const noticeTexts = {
  requested: (c: NoticeContext) => ({
    title: '새 상담 요청이 왔어요',
    content: `[${c.productName}] ${c.userName}님이 바로 상담을 요청했어요. 2분 안에 수락해 주세요.`,
  }),
  paidImmediate: (c: NoticeContext) => ({
    title: '결제가 완료됐어요',
    content: `${c.counselorName} 상담사에게 상담을 요청했어요. 상담사가 수락하면 바로 알려 드릴게요.`,
  }),
  reservationPaid: (c: NoticeContext) => ({
    title: '새 예약이 들어왔어요',
    content: `[${c.productName}] ${c.userName}님이 ${when(c)}상담을 예약했어요. 예약을 확정해 주세요.`,
  }),
  paidReservation: (c: NoticeContext) => ({
    title: '결제가 완료됐어요',
    content: `${c.counselorName} 상담사에게 ${when(c)}상담을 예약했어요. 상담사가 확정하면 알려 드릴게요.`,
  }),
  acceptedImmediate: (c: NoticeContext) => ({
    title: '상담사가 상담을 수락했어요',
    content: `${c.counselorName} 상담사가 기다리고 있어요. 지금 상담방에 들어가 주세요.`,
  }),
  acceptedReservation: (c: NoticeContext) => ({
    title: '예약이 확정됐어요',
    content: `${c.counselorName} 상담사와 ${when(c)}상담이 확정됐어요.`,
  }),
  declined: (c: NoticeContext) => ({
    title: '상담 요청이 거절됐어요',
    content: `${c.counselorName} 상담사가 상담 요청을 거절했어요. 결제한 금액은 모두 환불돼요.`,
  }),
  noResponse: (c: NoticeContext) => ({
    title: '상담사가 응답하지 않았어요',
    content: `${c.counselorName} 상담사가 제시간에 응답하지 않아 상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
  }),
  userCancelled: (c: NoticeContext) => ({
    title: '상담을 취소했어요',
    content: `${c.counselorName} 상담사와의 ${when(c)}상담을 취소했어요. 결제한 금액은 모두 환불돼요.`,
  }),
  userCancelledCounselor: (c: NoticeContext) => ({
    title: '고객이 상담을 취소했어요',
    content: `[${c.productName}] ${c.userName}님이 ${when(c)}상담을 취소했어요.`,
  }),
  counselorCancelled: (c: NoticeContext) => ({
    title: '상담사가 예약을 취소했어요',
    content: `${c.counselorName} 상담사가 ${when(c)}상담을 취소했어요. 결제한 금액은 모두 환불돼요.`,
  }),
  voided: (c: NoticeContext) => ({
    title: '결제가 취소됐어요',
    content: `결제가 취소되어 ${c.counselorName} 상담사와의 상담이 취소됐어요. 사용한 포인트가 있다면 돌려드려요.`,
  }),
  voidedCounselor: (c: NoticeContext) => ({
    title: '결제 취소로 상담이 취소됐어요',
    content: `[${c.productName}] ${c.userName}님의 결제가 취소되어 ${when(c)}상담이 취소됐어요.`,
  }),
  operatorCancelled: (c: NoticeContext) => ({
    title: '운영자가 상담을 취소했어요',
    content: `${c.counselorName} 상담사와의 상담이 운영 정책에 따라 취소됐어요. 결제한 금액은 모두 환불돼요.`,
  }),
  operatorCancelledCounselor: (c: NoticeContext) => ({
    title: '운영자가 상담을 취소했어요',
    content: `[${c.productName}] ${c.userName}님의 ${when(c)}상담이 운영 정책에 따라 취소됐어요.`,
  }),
  // ---- the room (issue 10) ----
  userEntered: (c: NoticeContext) => ({
    title: '고객이 상담방에 들어왔어요',
    content: `[${c.productName}] ${c.userName}님이 상담방에서 기다리고 있어요. 상담방에 들어가 주세요.`,
  }),
  counselorEntered: (c: NoticeContext) => ({
    title: '상담사가 상담방에 들어왔어요',
    content: `${c.counselorName} 상담사가 기다리고 있어요. 지금 상담방에 들어가 주세요.`,
  }),
  startedCounselor: (c: NoticeContext) => ({
    title: '상담이 시작됐어요',
    content: `[${c.productName}] ${c.userName}님과의 상담이 시작됐어요.`,
  }),
  startedUser: (c: NoticeContext) => ({
    title: '상담이 시작됐어요',
    content: `${c.counselorName} 상담사와의 상담이 시작됐어요.`,
  }),
  completedCounselor: (c: NoticeContext) => ({
    title: '상담이 끝났어요',
    content: `[${c.productName}] ${c.userName}님과의 상담이 끝났어요. 수고하셨어요.`,
  }),
  completedUser: (c: NoticeContext) => ({
    title: '상담은 어떠셨나요?',
    content: `${c.counselorName} 상담사와의 상담이 끝났어요. 후기를 남겨 주세요.`,
  }),
  timeUpCounselor: (c: NoticeContext) => ({
    title: '상담 시간이 끝났어요',
    content: `[${c.productName}] ${c.userName}님과의 상담 시간을 모두 사용해 상담이 끝났어요.`,
  }),
  timeUpUser: (c: NoticeContext) => ({
    title: '상담 시간이 끝났어요',
    content: `${c.counselorName} 상담사와의 상담 시간을 모두 사용했어요. 상담은 어떠셨나요? 후기를 남겨 주세요.`,
  }),
  absentUser: (c: NoticeContext) => ({
    title: '상담사가 자리를 비워 상담이 끝났어요',
    content: `${c.counselorName} 상담사가 5분 넘게 자리를 비워 상담이 끝났어요. 사용하지 않은 시간만큼 환불돼요.`,
  }),
  absentCounselor: (c: NoticeContext) => ({
    title: '자리를 비워 상담이 끝났어요',
    content: `[${c.productName}] 5분 넘게 상담방을 비워 ${c.userName}님과의 상담이 끝났어요. 사용하지 않은 시간은 고객에게 환불돼요.`,
  }),
  noShowUserCounselor: (c: NoticeContext) => ({
    title: '고객이 입장하지 않았어요',
    content: `[${c.productName}] ${c.userName}님이 시작 10분이 지나도록 들어오지 않아 ${when(c)}상담이 끝났어요.`,
  }),
  noShowUserUser: (c: NoticeContext) => ({
    title: '상담에 입장하지 않으셨어요',
    content: `${c.counselorName} 상담사와의 ${when(c)}상담에 시작 10분이 지나도록 들어오지 않아 상담이 끝났어요. 결제한 금액은 환불되지 않아요.`,
  }),
  noShowCounselorUser: (c: NoticeContext) => ({
    title: '상담사가 입장하지 않았어요',
    content: `${c.counselorName} 상담사가 시작 10분이 지나도록 들어오지 않아 ${when(c)}상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
  }),
  noShowCounselorCounselor: (c: NoticeContext) => ({
    title: '입장하지 않아 상담이 취소됐어요',
    content: `[${c.productName}] 시작 10분이 지나도록 들어오지 않아 ${c.userName}님과의 ${when(c)}상담이 취소됐어요.`,
  }),
  noShowBothUser: (c: NoticeContext) => ({
    title: '상담이 열리지 않았어요',
    content: `${c.counselorName} 상담사와의 ${when(c)}상담에 아무도 들어오지 않아 상담이 취소됐어요. 결제한 금액은 모두 환불돼요.`,
  }),
  noShowBothCounselor: (c: NoticeContext) => ({
    title: '입장하지 않아 상담이 취소됐어요',
    content: `[${c.productName}] 시작 10분이 지나도록 아무도 들어오지 않아 ${c.userName}님과의 ${when(c)}상담이 취소됐어요.`,
  }),
  addedTime: (c: NoticeContext) => ({
    title: '상담 시간이 추가됐어요',
    content: `[${c.productName}] ${c.userName}님이 상담 시간을 10분 추가했어요.`,
  }),
  addTimeLate: (c: NoticeContext) => ({
    title: '시간 추가가 취소됐어요',
    content: `${c.counselorName} 상담사와의 상담이 이미 끝나 시간을 추가하지 못했어요. 결제한 금액은 모두 환불돼요.`,
  }),
} as const;

export type NoticeText = keyof typeof noticeTexts;

/** Why the order is refunded, as the reservation list and the refund record say it. */
export const refundReasons = {
  declined: '상담사가 상담 요청을 거절했어요.',
  noResponse: '상담사가 제시간에 응답하지 않았어요.',
  userCancelled: '고객님이 상담을 취소했어요.',
  counselorCancelled: '상담사가 상담을 취소했어요.',
  voided: '결제가 취소됐어요.',
  operatorCancelled: '운영자가 상담을 취소했어요.',
  counselorAbsent: '상담사가 5분 넘게 자리를 비워 사용하지 않은 시간을 환불했어요.',
  noShowCounselor: '상담사가 상담에 들어오지 않았어요.',
  noShowBoth: '상담에 아무도 들어오지 않았어요.',
  addTimeLate: '상담이 끝난 뒤에 결제된 시간 추가예요.',
} as const;

export type RefundReason = keyof typeof refundReasons;

export const lifecycleMessages = {
  sessionNotFound: '상담을 찾을 수 없어요.',
  counselorNotFound: '상담사를 찾을 수 없어요.',
  notAllowed: (status: SessionStatus) =>
    `지금은 할 수 없는 요청이에요. 이 상담은 '${SESSION_STATUS_LABELS[status]}' 상태예요.`,
  cancelDeadline: '예약 상담은 시작 1시간 전까지만 취소할 수 있어요. 고객센터로 문의해 주세요.',
  responseTimeOver: '응답 시간이 지나 수락할 수 없어요. 요청은 자동으로 취소돼요.',
  slotLost: '결제하는 사이에 예약 시간이 만료됐어요. 다른 시간을 골라 주세요.',
  year: '연도는 2000년부터 2100년 사이의 숫자로 보내 주세요.',
  month: '월은 1부터 12 사이의 숫자로 보내 주세요.',
  tab: '탭은 UPCOMING 또는 PAST만 쓸 수 있어요.',
  shiftMinutes: '분은 1부터 43200 사이의 정수로 보내 주세요.',
  entryNotOpen: (opensAt: Date) =>
    `아직 입장할 수 없어요. ${formatDateTimeLong(opensAt)}부터 들어올 수 있어요.`,
  readingConsent: '타로 결과를 보여 주려면 공유에 동의해 주세요.',
  readingNotShareable: '공유할 수 있는 타로 결과가 아니에요. 완료된 내 결과를 골라 주세요.',
  addTimeNotAllowed: '진행 중인 시간제 상담에서만 시간을 추가할 수 있어요.',
} as const;

/** The demo reservation (demo-reservation.ts). */
export const demoMessages = {
  /** The points line of the member who books it (what it spends on the slot). */
  pointsMemo: '체험 예약용 포인트',
};
