// What a notification turns into on screen, in sound and on the device (SPEC §4 "Modal or
// toast", §9 toast/browser-notification timings). Decides only; the apps draw (DESIGN "Who
// decides and who draws").
import {
  BROWSER_NOTIFICATION_CLOSE_MS,
  type NotificationAudience,
  type NotificationDisplay,
  type NotificationItem,
  notificationPolicy,
} from '@arcana/domain';

export type NotificationPermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

/** Path part of a link: '/a/b?x=1#y' → '/a/b'; absolute URLs keep only their pathname. */
export function linkPath(link: string): string {
  let path = link;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(link)) {
    try {
      path = new URL(link).pathname;
    } catch {
      return link;
    }
  }
  const cut = path.search(/[?#]/);
  const bare = cut === -1 ? path : path.slice(0, cut);
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * The user is already where the notification leads: its link's path equals the current path,
 * or the current path lies under it (`/me/payments` covers `/me/payments/3`, not `/me/paymentsX`).
 */
export function linkMatchesPath(link: string | null | undefined, currentPath: string): boolean {
  if (!link) return false;
  const target = linkPath(link);
  if (target === '') return false;
  const current = linkPath(currentPath);
  return current === target || current.startsWith(`${target}/`);
}

export function decideDisplay(
  notification: Pick<NotificationItem, 'type' | 'link'>,
  audience: NotificationAudience,
  currentPath: string,
): NotificationDisplay {
  const { display } = notificationPolicy(audience, notification.type);
  if (display === 'none') return 'none';
  return linkMatchesPath(notification.link, currentPath) ? 'none' : display;
}

export type BrowserNotificationPlan = {
  title: string;
  body: string;
  /** One system notification per id: a relay or a replay never shows it twice. */
  tag: string;
  /** Where a click leads, if anywhere. */
  link: string | null;
  /** SPEC §9: 5 s, or null (stays until handled) when an action is attached. */
  autoCloseMs: number | null;
};

export type NotificationPlan = {
  display: NotificationDisplay;
  /** Tone frequencies for the beep player; empty when silent. */
  beep: readonly number[];
  /** navigator.vibrate pattern; empty when none. */
  vibration: readonly number[];
  browserNotification: BrowserNotificationPlan | null;
  /** Refetch active sessions ACTIVE_SESSION_REFRESH_DELAY_MS later. */
  refreshActiveSessions: boolean;
};

export type PlanContext = {
  audience: NotificationAudience;
  currentPath: string;
  permission: NotificationPermissionState;
};

/**
 * Everything one arriving notification should cause. Sound and browser notifications need the
 * browser notification permission (SPEC §4 "Sound plays only if … granted"); nothing
 * interrupts for a notification about the page the user is on, but the session refresh still runs.
 */
export function planNotification(
  notification: Pick<NotificationItem, 'id' | 'type' | 'title' | 'content' | 'link'>,
  context: PlanContext,
): NotificationPlan {
  const policy = notificationPolicy(context.audience, notification.type);
  const here = linkMatchesPath(notification.link, context.currentPath);
  const granted = context.permission === 'granted';
  const link = notification.link ?? null;
  return {
    display: decideDisplay(notification, context.audience, context.currentPath),
    beep: granted && !here ? policy.beep : [],
    vibration: here ? [] : policy.vibration,
    browserNotification:
      granted && !here
        ? {
            title: notification.title,
            body: notification.content,
            tag: `arcana-notification-${notification.id}`,
            link,
            autoCloseMs: link === null ? BROWSER_NOTIFICATION_CLOSE_MS : null,
          }
        : null,
    refreshActiveSessions: policy.refreshesActiveSessions,
  };
}
