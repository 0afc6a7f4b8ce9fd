// The content lists' fixed values, apart from their valibot schemas (schemas/content.ts) so a
// page that only reads an address (`?category=`, `?state=`) does not load the schemas.

export const NOTICE_CATEGORIES = ['NOTICE', 'UPDATE', 'MAINTENANCE', 'POLICY'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS = {
  NOTICE: '공지',
  UPDATE: '업데이트',
  MAINTENANCE: '점검',
  POLICY: '정책',
} as const satisfies Record<NoticeCategory, string>;

export const EVENT_STATES = ['ONGOING', 'UPCOMING', 'ENDED'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const EVENT_STATE_LABELS = {
  ONGOING: '진행 중',
  UPCOMING: '예정',
  ENDED: '종료',
} as const satisfies Record<EventState, string>;
