// What the reviews api says (Korean, 해요체).
export const reviewMessages = {
  reviewNotFound: '후기를 찾을 수 없어요.',
  counselorId: '상담사 번호가 올바르지 않아요.',
} as const;
