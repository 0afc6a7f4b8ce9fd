// How each notification type is presented (SPEC §4 "Notification priorities", "Modal or toast").
// Icons, colours, chips, beeps and vibrations are not given by SPEC; the README lists the
// choices. Beeps and vibrations follow the priority so urgency sounds and feels consistent.
import {
  type CounselorNotificationType,
  isNotificationType,
  type NotificationAudience,
  type UserNotificationType,
} from './notification-types';

export const NOTIFICATION_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_DISPLAYS = ['modal', 'toast', 'none'] as const;
export type NotificationDisplay = (typeof NOTIFICATION_DISPLAYS)[number];

/** Semantic colour token names of the ui theme contract; raw colours live only in themes. */
export type NotificationColor = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type NotificationPolicy = {
  readonly priority: NotificationPriority;
  readonly display: NotificationDisplay;
  /** Icon name in the ui icon set (lucide names). */
  readonly icon: string;
  readonly color: NotificationColor;
  /** Short Korean text of the type chip. */
  readonly chip: string;
  /** Tone frequencies in Hz, played one after another (see BEEP). */
  readonly beep: readonly number[];
  /** navigator.vibrate pattern in ms: vibrate, pause, vibrate, … */
  readonly vibration: readonly number[];
  /** Whether active sessions are refetched (after ACTIVE_SESSION_REFRESH_DELAY_MS). */
  readonly refreshesActiveSessions: boolean;
};

/** SPEC §9 session tone; every session-related type uses it so it is recognised by ear. */
export const SESSION_TONE_HZ = [500, 700, 900, 700] as const;

export const BEEP_PATTERNS = {
  session: SESSION_TONE_HZ,
  high: [660, 880],
  medium: [600, 800],
  low: [800],
} as const;

export const VIBRATION_PATTERNS = {
  critical: [400, 200, 400, 200, 400],
  high: [200, 100, 200],
  medium: [150, 100, 150],
  low: [100],
} as const;

/** What an unknown type gets: listed, but never interrupting. */
export const UNKNOWN_NOTIFICATION_POLICY: NotificationPolicy = Object.freeze({
  priority: 'low',
  display: 'none',
  icon: 'bell',
  color: 'neutral',
  chip: '알림',
  beep: [],
  vibration: [],
  refreshesActiveSessions: false,
});

const USER_POLICIES = {
  COUNSELING_SESSION: {
    priority: 'critical',
    display: 'none',
    icon: 'headset',
    color: 'primary',
    chip: '상담',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.critical,
    refreshesActiveSessions: true,
  },
  COUNSELING_CALL: {
    priority: 'critical',
    display: 'modal',
    icon: 'phone-call',
    color: 'primary',
    chip: '상담 호출',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.critical,
    refreshesActiveSessions: true,
  },
  PAYMENT: {
    priority: 'high',
    display: 'modal',
    icon: 'credit-card',
    color: 'success',
    chip: '결제',
    beep: BEEP_PATTERNS.high,
    vibration: VIBRATION_PATTERNS.high,
    refreshesActiveSessions: false,
  },
  REVIEW: {
    priority: 'medium',
    display: 'modal',
    icon: 'star',
    color: 'warning',
    chip: '후기',
    beep: BEEP_PATTERNS.medium,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: false,
  },
  SYSTEM_NOTICE: {
    priority: 'medium',
    display: 'modal',
    icon: 'megaphone',
    color: 'info',
    chip: '공지',
    beep: BEEP_PATTERNS.medium,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: false,
  },
  REACTION: {
    priority: 'low',
    display: 'toast',
    icon: 'heart',
    color: 'neutral',
    chip: '반응',
    beep: BEEP_PATTERNS.low,
    vibration: VIBRATION_PATTERNS.low,
    refreshesActiveSessions: false,
  },
  COMMENT: {
    priority: 'low',
    display: 'toast',
    icon: 'message-circle',
    color: 'neutral',
    chip: '댓글',
    beep: BEEP_PATTERNS.low,
    vibration: VIBRATION_PATTERNS.low,
    refreshesActiveSessions: false,
  },
  COUNSELOR_APPLICATION_APPROVED: {
    priority: 'high',
    display: 'toast',
    icon: 'badge-check',
    color: 'success',
    chip: '신청 승인',
    beep: BEEP_PATTERNS.high,
    vibration: VIBRATION_PATTERNS.high,
    refreshesActiveSessions: false,
  },
  COUNSELOR_APPLICATION_REJECTED: {
    priority: 'high',
    display: 'toast',
    icon: 'circle-x',
    color: 'danger',
    chip: '신청 반려',
    beep: BEEP_PATTERNS.high,
    vibration: VIBRATION_PATTERNS.high,
    refreshesActiveSessions: false,
  },
  TEST: {
    priority: 'low',
    display: 'modal',
    icon: 'flask-conical',
    color: 'neutral',
    chip: '테스트',
    beep: BEEP_PATTERNS.low,
    vibration: VIBRATION_PATTERNS.low,
    refreshesActiveSessions: false,
  },
} as const satisfies Record<UserNotificationType, NotificationPolicy>;

const COUNSELOR_POLICIES = {
  SESSION_REQUESTED: {
    priority: 'critical',
    display: 'none',
    icon: 'bell-ring',
    color: 'primary',
    chip: '상담 요청',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.critical,
    refreshesActiveSessions: true,
  },
  SESSION_STARTED: {
    priority: 'high',
    display: 'none',
    icon: 'play',
    color: 'success',
    chip: '상담 시작',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.high,
    refreshesActiveSessions: true,
  },
  SESSION_ENDED: {
    priority: 'medium',
    display: 'toast',
    icon: 'circle-check',
    color: 'neutral',
    chip: '상담 종료',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: true,
  },
  SESSION_CANCELLED: {
    priority: 'medium',
    display: 'toast',
    icon: 'calendar-x',
    color: 'danger',
    chip: '상담 취소',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: true,
  },
  SESSION_USER_ENTERED: {
    priority: 'medium',
    display: 'none',
    icon: 'log-in',
    color: 'info',
    chip: '고객 입장',
    beep: BEEP_PATTERNS.session,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: true,
  },
  NEW_MESSAGE: {
    priority: 'low',
    display: 'toast',
    icon: 'message-square',
    color: 'info',
    chip: '새 메시지',
    beep: BEEP_PATTERNS.low,
    vibration: VIBRATION_PATTERNS.low,
    refreshesActiveSessions: false,
  },
  PAYMENT_COMPLETED: {
    priority: 'high',
    display: 'modal',
    icon: 'credit-card',
    color: 'success',
    chip: '결제 완료',
    beep: BEEP_PATTERNS.high,
    vibration: VIBRATION_PATTERNS.high,
    refreshesActiveSessions: false,
  },
  REVIEW_RECEIVED: {
    priority: 'medium',
    display: 'modal',
    icon: 'star',
    color: 'warning',
    chip: '후기 도착',
    beep: BEEP_PATTERNS.medium,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: false,
  },
  SYSTEM_NOTICE: {
    priority: 'medium',
    display: 'toast',
    icon: 'megaphone',
    color: 'info',
    chip: '공지',
    beep: BEEP_PATTERNS.medium,
    vibration: VIBRATION_PATTERNS.medium,
    refreshesActiveSessions: false,
  },
  TEST: {
    priority: 'low',
    display: 'modal',
    icon: 'flask-conical',
    color: 'neutral',
    chip: '테스트',
    beep: BEEP_PATTERNS.low,
    vibration: VIBRATION_PATTERNS.low,
    refreshesActiveSessions: false,
  },
} as const satisfies Record<CounselorNotificationType, NotificationPolicy>;

/**
 * The presentation of a notification type for one audience. Takes any string because types
 * arrive from the server; an unknown one gets UNKNOWN_NOTIFICATION_POLICY instead of throwing.
 */
export function notificationPolicy(
  audience: NotificationAudience,
  type: string,
): NotificationPolicy {
  if (audience === 'USER') {
    return isNotificationType('USER', type) ? USER_POLICIES[type] : UNKNOWN_NOTIFICATION_POLICY;
  }
  if (audience === 'COUNSELOR') {
    return isNotificationType('COUNSELOR', type)
      ? COUNSELOR_POLICIES[type]
      : UNKNOWN_NOTIFICATION_POLICY;
  }
  return UNKNOWN_NOTIFICATION_POLICY;
}
