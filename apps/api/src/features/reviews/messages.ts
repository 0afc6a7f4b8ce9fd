import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH, REVIEW_REPLY_MAX_LENGTH } from '@arcana/domain';

// What the reviews api says (Korean, 해요체): its refusals and its two notifications.
export const reviewMessages = {
  reviewNotFound: '후기를 찾을 수 없어요.',
  page: '페이지는 1 이상의 숫자로 보내 주세요.',
  counselorId: '상담사 번호가 올바르지 않아요.',
  sessionNotFound: '상담을 찾을 수 없어요.',
  sessionId: '상담 번호가 올바르지 않아요.',
  rating: '별점은 1점부터 5점까지 정수로 골라 주세요.',
  content: `후기는 ${REVIEW_MIN_LENGTH}자 이상 ${REVIEW_MAX_LENGTH.toLocaleString('ko-KR')}자 이하로 써 주세요.`,
  reply: `답글은 1자 이상 ${REVIEW_REPLY_MAX_LENGTH}자 이하로 써 주세요.`,
  notCompleted: '상담이 끝난 뒤에 후기를 쓸 수 있어요.',
  alreadyWritten: '이 상담의 후기는 이미 썼어요. 나의 리뷰에서 확인해 주세요.',
  replyExists: '이 후기에는 이미 답글을 달았어요.',
} as const;

export type ReviewNoticeContext = {
  productName: string;
  userName: string;
  counselorName: string;
  rating: number;
};

/** C: REVIEW_RECEIVED and U: REVIEW. */
export const reviewNotices = {
  received: (c: ReviewNoticeContext) => ({
    title: '새 후기가 등록됐어요',
    content: `[${c.productName}] ${c.userName}님이 별점 ${c.rating}점 후기를 남겼어요.`,
  }),
  replied: (c: ReviewNoticeContext) => ({
    title: '후기에 답글이 달렸어요',
    content: `${c.counselorName} 상담사가 [${c.productName}] 후기에 답글을 남겼어요.`,
  }),
} as const;
