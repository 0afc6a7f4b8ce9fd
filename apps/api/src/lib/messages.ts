// Korean text the api sends to people. Kept in one catalog so no Korean literal hides in logic;
// log lines and developer errors stay in English.
export const messages = {
  badRequest: '요청을 처리할 수 없어요. 입력한 내용을 다시 확인해 주세요.',
  validationFailed: '입력한 내용을 다시 확인해 주세요.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아니에요.',
  unauthorized: '로그인이 필요해요.',
  forbidden: '이 작업을 할 권한이 없어요.',
  notFound: '요청한 주소를 찾을 수 없어요.',
  methodNotAllowed: '지원하지 않는 요청 방식이에요.',
  conflict: '이미 처리된 요청이에요. 새로고침한 뒤 다시 시도해 주세요.',
  payloadTooLarge: '요청 본문이 너무 커요.',
  tooManyRequests: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  serviceUnavailable: '서비스를 잠시 사용할 수 없어요. 잠시 후 다시 시도해 주세요.',
  databaseUnavailable: '데이터베이스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  invalidValue: '올바른 값이 아니에요.',
  routeRulePath: {
    required: '경로를 입력해 주세요.',
    single: '경로는 하나만 보낼 수 있어요.',
    leadingSlash: '경로는 /로 시작해야 해요.',
    tooLong: '경로는 2048자를 넘을 수 없어요.',
    doubleSlash: '경로는 //로 시작할 수 없어요.',
  },
} as const;
