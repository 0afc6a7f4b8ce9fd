// What the articles api says (Korean, 해요체).
export const articleMessages = {
  articleNotFound: '글을 찾을 수 없어요.',
  mediaNotFound: '이미지를 찾을 수 없어요.',
  characterId: '캐릭터 번호가 올바르지 않아요.',
} as const;
