// What the session reads say (Korean, 해요체): their query errors.
export const readMessages = {
  sessionNotFound: '상담을 찾을 수 없어요.',
  date: '날짜는 YYYY-MM-DD 형식의 있는 날짜로 보내 주세요.',
  range: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.',
  rangeTooLong: '한 번에 366일까지만 조회할 수 있어요.',
  pageSize: '한 페이지에 1개에서 50개까지 볼 수 있어요.',
  currentPage: '페이지 번호는 1 이상의 정수로 보내 주세요.',
  sort: '정렬 방향은 DESC 또는 ASC만 쓸 수 있어요.',
  sortKey: '정렬 기준은 updatedAt 또는 startTime만 쓸 수 있어요.',
  search: '검색어는 50자까지 입력할 수 있어요.',
  status: '상담 상태가 올바르지 않아요.',
  counselingType: '상담 유형은 CHAT, CALL, VIDEO 중 하나로 보내 주세요.',
  dateTime: '날짜(YYYY-MM-DD)나 시각(ISO 8601, 시간대 포함)으로 보내 주세요.',
  window: '끝 시각은 시작 시각보다 뒤여야 해요.',
} as const;
