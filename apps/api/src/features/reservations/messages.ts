// What the reservations api says (Korean, 해요체).
export const reservationMessages = {
  counselorNotFound: '상담사를 찾을 수 없어요.',
  slotTaken: '방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.',
  offGrid: '예약 시간은 30분 단위로 골라 주세요.',
  outOfRange: '예약은 지금부터 1시간 뒤부터 30일 안의 시간만 할 수 있어요.',
  closedHours: '상담사가 상담하지 않는 시간이에요. 다른 시간을 골라 주세요.',
  exceptionNotFound: '휴무·추가 시간을 찾을 수 없어요.',
  exceptionPast: '지난 날짜는 바꿀 수 없어요. 오늘 이후 날짜를 골라 주세요.',
  closedTwice: '그날은 이미 휴무로 정해 두었어요.',
  closedHasExtra: '그날은 추가 시간이 있어요. 추가 시간을 먼저 지워 주세요.',
  extraOnClosed: '그날은 휴무로 정해 두었어요. 휴무를 먼저 지워 주세요.',
  extraOverlap: '그날 이미 정해 둔 추가 시간과 겹쳐요.',
} as const;
