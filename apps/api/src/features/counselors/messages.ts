// What the counselors api says in Korean (해요체).
export const counselorMessages = {
  notFound: '상담사를 찾을 수 없어요.',
  imageNotFound: '이미지를 찾을 수 없어요.',
  query: '검색어는 50자까지 입력할 수 있어요.',
  category: '상담 분야가 올바르지 않아요.',
  type: '상담 방식은 CHAT, CALL, VIDEO 중 하나여야 해요.',
  status: '상담 상태는 ON, BUSY, COUNSELING, OFF 중 하나여야 해요.',
  sort: '정렬은 RECOMMENDED, RATING, REVIEWS, PRICE_LOW, PRICE_HIGH, NEWEST 중 하나여야 해요.',
  cursor: '목록 위치가 올바르지 않아요. 처음부터 다시 불러와 주세요.',
  limit: '한 번에 1명에서 50명까지 불러올 수 있어요.',
  statusChoice: '상담 상태는 ON, OFF, BUSY 중 하나로 보내 주세요.',
  counselingBySystem:
    '상담 중 상태는 상담이 시작되면 자동으로 바뀌어요. ON, OFF, BUSY 중에서 골라 주세요.',
} as const;
