// What the reservations api says (Korean, 해요체).
export const reservationMessages = {
  counselorNotFound: '상담사를 찾을 수 없어요.',
  slotTaken: '방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.',
  offGrid: '예약 시간은 30분 단위로 골라 주세요.',
  outOfRange: '예약은 지금부터 1시간 뒤부터 30일 안의 시간만 할 수 있어요.',
  closedHours: '상담사가 상담하지 않는 시간이에요. 다른 시간을 골라 주세요.',
} as const;
