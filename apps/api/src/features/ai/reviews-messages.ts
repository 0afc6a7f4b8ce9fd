// What the reviews and favourites api of characters says (Korean, 해요체).
export const reviewMessages = {
  characterNotFound: '캐릭터를 찾을 수 없어요.',
  reviewNotFound: '작성한 후기가 없어요.',
  notUsedYet: (name: string) => `${name}에게 리딩을 받은 뒤에 후기를 남길 수 있어요.`,
} as const;
