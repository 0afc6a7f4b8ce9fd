// What the session room says (Korean, 해요체): its errors and the counselor's NEW_MESSAGE.

export const roomMessages = {
  sessionNotFound: '상담을 찾을 수 없어요.',
  wrongSide: '이 상담방에 그 자리로 들어올 수 없어요.',
  closedForMessages: '진행 중인 상담에서만 메시지를 보낼 수 있어요.',
  closedForSignals: '진행 중인 상담에서만 통화를 연결할 수 있어요.',
  emptyMessage: '메시지를 입력하거나 사진을 골라 주세요.',
  blankMessage: '공백만으로는 메시지를 보낼 수 없어요.',
  longMessage: '메시지는 2,000자까지 보낼 수 있어요.',
  signalTooLarge: '연결 정보가 너무 커요. 다시 시도해 주세요.',
  badLimit: '한 번에 1~100개까지 불러올 수 있어요.',
  badCursor: '메시지 번호가 올바르지 않아요.',
  bothCursors: 'before와 after는 함께 쓸 수 없어요.',
  badSenderType: 'senderType은 USER 또는 COUNSELOR여야 해요.',
  newMessage: (userName: string, preview: string) => ({
    title: '새 메시지가 왔어요',
    content: `${userName}님: ${preview}`,
  }),
  imagePreview: '사진을 보냈어요.',
} as const;

/** The notification shows the start of the message, on one line. */
export function messagePreview(content: string, hasImage: boolean): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (!line) return hasImage ? roomMessages.imagePreview : '';
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
