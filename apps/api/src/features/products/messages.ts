// What the products api says (Korean, 해요체).
export const productMessages = {
  productNotFound: '상품을 찾을 수 없어요.',
  imageNotFound: '이미지를 찾을 수 없어요.',
  counselorNotFound: '상담사를 찾을 수 없어요.',
  type: '상담 방식은 채팅(CHAT), 전화(CALL), 영상(VIDEO) 중 하나로 골라 주세요.',
  category: '카테고리가 올바르지 않아요.',
  sort: '정렬 기준이 올바르지 않아요.',
  limit: '한 번에 1개에서 50개까지 불러올 수 있어요.',
  cursor: '목록을 이어서 불러오지 못했어요. 처음부터 다시 불러와 주세요.',
} as const;
