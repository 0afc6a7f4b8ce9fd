// What the public deck api answers when something is not there (Korean, 해요체).
export const tarotMessages = {
  deckNotFound: '덱을 찾을 수 없어요.',
  suitNotFound: '수트를 찾을 수 없어요.',
  cardNotFound: '카드를 찾을 수 없어요.',
} as const;
