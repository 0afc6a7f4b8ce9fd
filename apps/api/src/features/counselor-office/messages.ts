// What the counselor back office says in Korean (해요체).
export const officeMessages = {
  nameTaken: '이미 쓰이고 있는 활동명이에요. 다른 이름을 정해 주세요.',
  categoryUnknown: '없는 상담 분야가 있어요. 다시 골라 주세요.',
  certificateNotFound: '자격증을 찾을 수 없어요.',
  certificatesFull: (max: number) => `자격증은 ${max}개까지 등록할 수 있어요.`,
  galleryImageNotFound: '갤러리 이미지를 찾을 수 없어요.',
  galleryFull: (max: number) => `갤러리 이미지는 ${max}장까지 올릴 수 있어요.`,
  faqNotFound: '질문을 찾을 수 없어요.',
  faqsFull: (max: number) => `자주 묻는 질문은 ${max}개까지 등록할 수 있어요.`,
  orderMismatch: '목록이 그새 바뀌었어요. 새로 불러온 뒤 순서를 다시 정해 주세요.',
  addressUnavailable: '주소 검색이 잠시 안 되고 있어요. 잠시 후 다시 검색해 주세요.',
  mailUnavailable: '인증 메일을 보내지 못했어요. 잠시 후 다시 요청해 주세요.',
  codeNotRequested: '이 이메일로 요청한 인증번호가 없어요. 인증번호를 먼저 받아 주세요.',
  codeExpired: '인증번호의 유효 시간(3분)이 지났어요. 인증번호를 다시 받아 주세요.',
  codeAttemptsExceeded: '인증번호를 5번 틀렸어요. 인증번호를 다시 받아 주세요.',
  codeMismatch: (remaining: number) =>
    `인증번호가 맞지 않아요. ${remaining}번 더 입력할 수 있어요.`,
  resendTooSoon: (seconds: number) => `인증번호는 ${seconds}초 후에 다시 받을 수 있어요.`,
  mailSubject: '[아르카나] 세금계산서 이메일 인증번호',
  mailText: (code: string) =>
    [
      '안녕하세요, 아르카나예요.',
      '',
      `세금계산서용 이메일 인증번호는 [${code}]예요.`,
      '3분 안에 상담사 센터의 인증번호 칸에 입력해 주세요.',
      '',
      '요청하지 않으셨다면 이 메일은 지워 주세요. 이메일은 바뀌지 않아요.',
    ].join('\n'),
} as const;
