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
  required: '필수 입력 항목이에요.',
  // The text policy (lib/text-policy.ts): control characters anywhere, line breaks in a
  // single-line field.
  text: {
    controlCharacter: '입력할 수 없는 문자가 들어 있어요. 다시 확인해 주세요.',
    lineBreak: '이 항목에는 줄바꿈이나 탭을 넣을 수 없어요.',
  },
  routeRulePath: {
    required: '경로를 입력해 주세요.',
    single: '경로는 하나만 보낼 수 있어요.',
    leadingSlash: '경로는 /로 시작해야 해요.',
    tooLong: '경로는 2048자를 넘을 수 없어요.',
    doubleSlash: '경로는 //로 시작할 수 없어요.',
  },
  // Mobile verification codes (DESIGN "Accounts and codes").
  verification: {
    smsText: (code: string) => `[아르카나] 인증번호 [${code}]를 입력해 주세요. (3분 안에 입력)`,
    resendTooSoon: (seconds: number) => `인증번호는 ${seconds}초 후에 다시 받을 수 있어요.`,
    dailyLimit: '오늘은 인증번호를 더 받을 수 없어요. 내일 다시 시도해 주세요.',
    smsFailed: '문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
    notRequested: '인증번호를 먼저 받아 주세요.',
    mismatch: (remaining: number) =>
      `인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 ${remaining}회)`,
    attemptsExceeded: '인증 시도 횟수를 넘었어요. 인증번호를 다시 받아 주세요.',
    expired: '인증번호가 만료됐어요. 다시 받아 주세요.',
    tokenInvalid: '휴대전화 인증이 만료됐거나 올바르지 않아요. 다시 인증해 주세요.',
  },
  account: {
    usernameTaken: '이미 사용 중인 아이디예요.',
    mobileTaken: '이미 가입된 휴대전화번호예요.',
    usernameMobileMismatch: '입력한 아이디와 휴대전화번호가 일치하지 않아요.',
  },
  // Login, tokens and roles (issue 3).
  auth: {
    unauthenticated: '로그인이 필요해요.',
    sessionExpired: '로그인이 만료되었어요. 다시 로그인해 주세요.',
    forbidden: '권한이 없어요.',
    invalidCredentials: '아이디 또는 비밀번호가 맞지 않아요.',
    accountDisabled: '이용이 정지된 계정이에요. 고객센터에 문의해 주세요.',
    tooManyAttempts: (seconds: number) =>
      `로그인 시도가 너무 많아요. ${seconds}초 후에 다시 시도해 주세요.`,
    wrongPassword: '비밀번호가 맞지 않아요.',
    deletedUserName: '탈퇴한 회원',
    counselorNotFound: '상담사 정보를 찾을 수 없어요.',
  },
  // Image uploads and the profile image (issue 3).
  upload: {
    fileRequired: '올릴 이미지를 골라 주세요.',
    notAnImage: '이미지 파일(JPG, PNG, WebP, GIF)만 올릴 수 있어요.',
    tooLarge: '10MB 이하의 이미지만 올릴 수 있어요.',
    tooManyPixels: '이미지가 너무 커요. 4천만 화소 이하의 이미지를 올려 주세요.',
    notFound: '이미지를 찾을 수 없어요. 다시 올려 주세요.',
    notYours: '내가 올린 이미지만 쓸 수 있어요.',
    badVisibility: '공개 범위는 PUBLIC 또는 PRIVATE 중 하나로 보내 주세요.',
    wrongVisibility: '이 용도에는 쓸 수 없는 이미지예요. 다시 올려 주세요.',
    alreadyAttached: '이미 다른 곳에 쓰인 이미지예요. 다시 올려 주세요.',
  },
  // Identity verification (본인인증, issue 3).
  identity: {
    invalidId: '본인인증 정보가 올바르지 않아요. 다시 시도해 주세요.',
    notFound: '본인인증 내역을 찾을 수 없어요. 다시 시도해 주세요.',
    notCompleted: '본인인증을 완료하지 못했어요. 다시 시도해 주세요.',
    alreadyUsed: '이미 사용된 본인인증이에요.',
    unavailable: '본인인증 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  },
  // Social login and linking (Kakao, Google; issue 3).
  social: {
    unsupported: '지원하지 않는 소셜 로그인이에요.',
    restart: '소셜 로그인을 다시 시작해 주세요.',
    failed: '소셜 로그인을 완료하지 못했어요. 다시 시도해 주세요.',
    unavailable: '소셜 로그인 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
    joinExpired: '가입 시간이 지났어요. 소셜 로그인을 다시 시작해 주세요.',
    alreadyJoined: '이미 가입된 소셜 계정이에요. 소셜 로그인으로 들어와 주세요.',
    linkedToOther: '다른 계정에 이미 연결된 소셜 계정이에요.',
    providerAlreadyLinked:
      '이 서비스의 다른 계정이 이미 연결되어 있어요. 연결을 해제한 뒤 다시 시도해 주세요.',
    notLinked: '연결된 소셜 계정이 없어요.',
    lastLoginMethod: '다른 로그인 방법을 먼저 연결해 주세요.',
    redirectPath: '돌아갈 주소가 올바르지 않아요.',
  },
  // Notifications (issue 4).
  notification: {
    notFound: '알림을 찾을 수 없어요.',
    testTitle: '테스트 알림',
    testMessage: '알림이 잘 도착하는지 확인하는 메시지예요.',
    titleTooLong: '제목은 100자를 넘을 수 없어요.',
    messageTooLong: '내용은 500자를 넘을 수 없어요.',
    limit: '한 번에 1개에서 100개까지 불러올 수 있어요.',
    sort: '정렬은 ASC 또는 DESC만 쓸 수 있어요.',
    lastId: '마지막 알림 번호가 올바르지 않아요.',
    audience: '받는 쪽은 USER 또는 COUNSELOR여야 해요.',
    type: '받는 쪽에 맞는 알림 종류가 아니에요.',
    userNotFound: '사용자를 찾을 수 없어요.',
    linkInvalid: '링크는 /로 시작해야 해요.',
  },
  // `limit, lastId` cursor pages of lib/cursor-page.ts (comments, reviews, articles…).
  cursorPage: {
    limit: '한 번에 1개에서 100개까지 불러올 수 있어요.',
    lastId: '마지막 항목 번호가 올바르지 않아요.',
  },
  // Counseling sessions (issue 4: active lists and the dev route).
  session: {
    counselorNotFound: '상담사를 찾을 수 없어요.',
    userNotFound: '사용자를 찾을 수 없어요.',
    status: '상담 상태가 올바르지 않아요.',
    counselingType: '상담 방식은 CHAT, CALL, VIDEO 중 하나여야 해요.',
    demoProductName: '데모 상담',
    createdUserTitle: '상담이 잡혔어요',
    createdUserContent: (counselorName: string) => `${counselorName}님과의 상담이 잡혔어요.`,
    createdCounselorTitle: '새 상담 요청이 왔어요',
    createdCounselorContent: (userName: string) => `${userName}님이 상담을 요청했어요.`,
  },
} as const;
