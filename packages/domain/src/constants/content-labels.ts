import type { EventState, NoticeCategory } from './content';

// The content lists' Korean labels, a module of their own: the first page reads the lists (its
// routes check `?category=` and `?state=`) but draws no label (DESIGN "Budgets").

export const NOTICE_CATEGORY_LABELS = {
  NOTICE: '공지',
  UPDATE: '업데이트',
  MAINTENANCE: '점검',
  POLICY: '정책',
} as const satisfies Record<NoticeCategory, string>;

export const EVENT_STATE_LABELS = {
  ONGOING: '진행 중',
  UPCOMING: '예정',
  ENDED: '종료',
} as const satisfies Record<EventState, string>;
