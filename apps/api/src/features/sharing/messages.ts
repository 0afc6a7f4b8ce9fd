// What the sharing api says to people (Korean, 해요체).
export const sharingMessages = {
  shareNotFound: '공유된 리딩을 찾을 수 없어요.',
  readingNotFound: '리딩을 찾을 수 없어요.',
  notYourReading: '내 리딩만 공유할 수 있어요.',
  readingNotCompleted: '리딩이 끝난 뒤에 공유할 수 있어요.',
  notYourShare: '내가 공유한 리딩만 삭제할 수 있어요.',
  commentNotFound: '댓글을 찾을 수 없어요.',
  notYourComment: '내가 쓴 댓글만 삭제할 수 있어요.',
  cursor: '목록 위치 정보가 올바르지 않아요.',
  sort: '정렬은 recent 또는 popular만 쓸 수 있어요.',
  characterId: '캐릭터 번호가 올바르지 않아요.',
  /** Stands in for the person's question inside a shared answer when the question is hidden. */
  hiddenQuestion: '비공개 질문',
  shareTitle: (characterName: string, spreadName: string) =>
    `${characterName}의 ${spreadName} 리딩`,
  // Notifications to a share's owner (DESIGN "Sharing": REACTION, COMMENT).
  reactionNotification: {
    title: '공유한 리딩에 새 반응이 있어요',
    content: (who: string, reaction: string) => `${who}님이 내 리딩에 ‘${reaction}’를 남겼어요.`,
  },
  commentNotification: {
    title: '공유한 리딩에 새 댓글이 달렸어요',
    content: (who: string, excerpt: string) => `${who}님의 댓글: ${excerpt}`,
  },
} as const;
