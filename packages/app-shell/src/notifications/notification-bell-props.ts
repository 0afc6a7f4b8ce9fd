import type { NotificationAudience } from '@arcana/domain';

// Shared by NotificationBell and the NotificationBellLink it loads, without a cycle between them.
export type NotificationBellProps = {
  audience: NotificationAudience;
  /** The notification list: /me/notifications (web) or /counselor/notifications (counselor). */
  to: string;
};
