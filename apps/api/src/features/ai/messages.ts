// What the ai api says in Korean (해요체).
export const aiMessages = {
  characterNotFound: 'AI 캐릭터를 찾을 수 없어요.',
  simpleTarotNotFound: '간편 타로를 찾을 수 없어요.',
  readingNotFound: '리딩을 찾을 수 없어요.',
  readingForbidden: '내 리딩만 볼 수 있어요.',
  guestLimit:
    '오늘 비회원으로 받을 수 있는 AI 타로 3번을 모두 사용했어요. 로그인하면 오늘도 계속 이어서 볼 수 있어요.',
  userLimit: '오늘 받을 수 있는 AI 타로 횟수를 모두 사용했어요. 내일 다시 찾아와 주세요.',
  picksCount: (needed: number) => `카드를 ${needed}장 골라 주세요.`,
  pickOutOfRange: '덱에 없는 자리를 골랐어요. 펼쳐진 카드 중에서 다시 골라 주세요.',
  pickDuplicate: '같은 카드를 두 번 고를 수 없어요. 다른 카드를 골라 주세요.',
  alreadyPicked: '이미 카드를 고른 리딩이에요.',
  notPickedYet: '아직 카드를 고르지 않은 리딩이에요. 카드를 먼저 골라 주세요.',
  keepRefused: '이 기기에서 방금 본 비회원 리딩만 내 기록에 담을 수 있어요.',
  answerBusy: '리딩을 쓰는 중이에요. 잠시 후 다시 열어 주세요.',
} as const;
