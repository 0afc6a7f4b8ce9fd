// What the applications api says (Korean, 해요체): its refusals and its two notifications.
export const applicationMessages = {
  notFound: '상담사 신청을 찾을 수 없어요.',
  pending: '심사 중인 신청이 있어요. 결과가 나온 뒤에 다시 신청할 수 있어요.',
  alreadyCounselor: '이미 상담사로 활동하고 있어요. 상담사 앱에서 프로필을 관리해 주세요.',
  nameTaken: '다른 상담사가 이미 쓰는 활동명이에요. 다른 이름을 정해 주세요.',
  nameTakenOnApproval:
    '그사이 다른 상담사가 같은 활동명을 쓰게 됐어요. 반려 사유로 다른 활동명을 정해 다시 신청하도록 안내해 주세요.',
  accountDeleted: '회원 탈퇴로 신청이 종료됐어요.',
  categoryUnknown: '없는 상담 분야가 섞여 있어요. 목록에서 다시 골라 주세요.',
  decided: {
    APPROVED: '이미 승인된 신청이에요.',
    REJECTED: '이미 반려된 신청이에요.',
  },
} as const;

/** U: COUNSELOR_APPLICATION_APPROVED and COUNSELOR_APPLICATION_REJECTED. */
export const applicationNotices = {
  approved: (name: string) => ({
    title: '상담사 신청이 승인됐어요',
    content: `${name} 상담사님, 환영해요! 상담사 앱에 로그인해 프로필을 다듬고 상담 상품과 예약 가능 시간을 열어 주세요.`,
  }),
  rejected: (reason: string) => ({
    title: '상담사 신청이 반려됐어요',
    content: `반려 사유: ${reason}\n내용을 고쳐서 언제든 다시 신청할 수 있어요.`,
  }),
} as const;
