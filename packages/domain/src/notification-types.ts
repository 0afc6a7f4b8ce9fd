// Notification types of SPEC §3, in SPEC order, per audience.

export const NOTIFICATION_AUDIENCES = ['USER', 'COUNSELOR'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const USER_NOTIFICATION_TYPES = [
  'COUNSELING_SESSION',
  'COUNSELING_CALL',
  'PAYMENT',
  'REVIEW',
  'SYSTEM_NOTICE',
  'REACTION',
  'COMMENT',
  'COUNSELOR_APPLICATION_APPROVED',
  'COUNSELOR_APPLICATION_REJECTED',
  'TEST',
] as const;
export type UserNotificationType = (typeof USER_NOTIFICATION_TYPES)[number];

export const COUNSELOR_NOTIFICATION_TYPES = [
  'SESSION_REQUESTED',
  'SESSION_STARTED',
  'SESSION_ENDED',
  'SESSION_CANCELLED',
  'SESSION_USER_ENTERED',
  'NEW_MESSAGE',
  'PAYMENT_COMPLETED',
  'REVIEW_RECEIVED',
  'SYSTEM_NOTICE',
  'TEST',
] as const;
export type CounselorNotificationType = (typeof COUNSELOR_NOTIFICATION_TYPES)[number];

export type NotificationType = UserNotificationType | CounselorNotificationType;

export function isNotificationType(audience: 'USER', value: unknown): value is UserNotificationType;
export function isNotificationType(
  audience: 'COUNSELOR',
  value: unknown,
): value is CounselorNotificationType;
export function isNotificationType(
  audience: NotificationAudience,
  value: unknown,
): value is NotificationType;
export function isNotificationType(
  audience: NotificationAudience,
  value: unknown,
): value is NotificationType {
  if (typeof value !== 'string') return false;
  const types: readonly string[] =
    audience === 'USER' ? USER_NOTIFICATION_TYPES : COUNSELOR_NOTIFICATION_TYPES;
  return types.includes(value);
}
