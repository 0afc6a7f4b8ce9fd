// Draws what the realtime package decides for each arriving notification: a queued modal, a
// notification toast, a system notification, a beep, a vibration; and the SPEC §8 failure toast.
// Deciding stays in @arcana/realtime (DESIGN "Who decides and who draws").
import {
  type ConnectionState,
  isSessionPage,
  type NotificationAudience,
  type NotificationItem,
  type NotificationType,
  notificationPolicy,
} from '@arcana/domain';
import {
  type BeepPlayer,
  createBeepPlayer,
  type NotificationPermissionState,
  planNotification,
} from '@arcana/realtime';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../intl/notification-messages';
import { lazyPart } from '../lazy/lazy-part';
import { showNotificationToast, showToast } from '../providers/show-toast';
import { closeAllBrowserNotifications, showBrowserNotification } from './browser-notifications';
import { isAppPath } from './room-link';

const NotificationModal = lazyPart(() => import('./NotificationModal'));

export type NotificationCenterProps = {
  audience: NotificationAudience;
  /**
   * Every notification the feed holds (any order). Those present when the center mounts count as
   * already seen; each later id is drawn once, oldest first, so a replayed batch shows in full.
   */
  items: readonly NotificationItem[];
  state: ConnectionState;
  /** Marks a notification read when the user follows it. */
  onRead?: (notification: NotificationItem) => void;
  /** Holds queued modals back (the active-session alert is on screen): never two dialogs at once. */
  holdModals?: boolean;
  /** Injectable for tests; default: Notification.permission. */
  permission?: () => NotificationPermissionState;
  beepPlayer?: BeepPlayer;
  /**
   * Types whose sound a part of the page plays itself (the counselor app's incoming-requests
   * panel, with its own mute): the center does not beep them a second time.
   */
  soundOwnedElsewhere?: readonly NotificationType[];
};

export function connectionFailedText(audience: NotificationAudience): string {
  return audience === 'COUNSELOR'
    ? t('shell.notifications.counselorConnectionFailed')
    : t('shell.notifications.connectionFailed');
}

function browserPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function vibrate(pattern: readonly number[]): void {
  if (pattern.length === 0 || typeof navigator === 'undefined' || !navigator.vibrate) return;
  try {
    navigator.vibrate([...pattern]);
  } catch {
    // Some browsers refuse vibration without a user gesture; the screen still shows it.
  }
}

const defaultBeepPlayer = createBeepPlayer();
const NO_TYPES: readonly NotificationType[] = [];

export function NotificationCenter({
  audience,
  items,
  state,
  onRead,
  holdModals = false,
  permission = browserPermission,
  beepPlayer = defaultBeepPlayer,
  soundOwnedElsewhere = NO_TYPES,
}: NotificationCenterProps) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  const drawn = useRef<Set<number> | null>(null);
  if (drawn.current === null) drawn.current = new Set(items.map((item) => item.id));
  const [queue, setQueue] = useState<NotificationItem[]>([]);

  const follow = useCallback(
    (notification: NotificationItem, link: string) => {
      onRead?.(notification);
      if (isAppPath(link)) router.history.push(link);
      else window.location.assign(link);
    },
    [router, onRead],
  );

  const draw = useCallback(
    (notification: NotificationItem) => {
      const granted = permission();
      const plan = planNotification(notification, {
        audience,
        currentPath: pathRef.current,
        permission: granted,
      });
      const { link } = notification;
      const open = link ? () => follow(notification, link) : undefined;
      if (plan.display === 'modal') setQueue((current) => [...current, notification]);
      else if (plan.display === 'toast') {
        void showNotificationToast({
          id: notification.id,
          title: notification.title,
          content: notification.content,
          chip: notificationPolicy(audience, notification.type).chip,
          ...(open ? { onOpen: open } : {}),
        });
      }
      // SPEC §4 gates sound on the notification permission; vibration shares the gate so a
      // visitor who never allowed notifications is not buzzed either.
      if (granted === 'granted') {
        const ownedElsewhere = soundOwnedElsewhere.some((type) => type === notification.type);
        if (!ownedElsewhere) beepPlayer.play(plan.beep);
        vibrate(plan.vibration);
      }
      if (plan.browserNotification && !isSessionPage(pathRef.current)) {
        showBrowserNotification({
          id: notification.id,
          title: plan.browserNotification.title,
          body: plan.browserNotification.body,
          ...(open ? { onAction: open } : {}),
        });
      }
    },
    [audience, follow, permission, beepPlayer, soundOwnedElsewhere],
  );

  useEffect(() => {
    const seen = drawn.current;
    if (!seen) return;
    const fresh = items.filter((item) => !seen.has(item.id)).sort((a, b) => a.id - b.id);
    for (const notification of fresh) {
      seen.add(notification.id);
      draw(notification);
    }
  }, [items, draw]);

  // SPEC §8: once the last reconnect has failed, say so (again after each new failure).
  useEffect(() => {
    if (state === 'failed') void showToast(connectionFailedText(audience), 'error');
  }, [state, audience]);

  useEffect(() => {
    if (isSessionPage(pathname)) closeAllBrowserNotifications();
  }, [pathname]);

  const current = queue[0];
  if (!current || holdModals) return null;
  return (
    <NotificationModal
      key={current.id}
      notification={current}
      audience={audience}
      onClose={() => setQueue((queued) => queued.filter((item) => item.id !== current.id))}
      onOpenLink={(link) => follow(current, link)}
    />
  );
}
