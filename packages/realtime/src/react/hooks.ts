import type { ConnectionState, NotificationItem, Session } from '@arcana/domain';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { AlertSession } from '../active-session';
import type { NotificationArrival } from '../notification-store';
import { useRealtimeContext } from './RealtimeProvider';

export type NotificationFeedView = {
  state: ConnectionState;
  retries: number;
  unreadCount: number;
  /** Newest first, deduped by id. */
  items: readonly NotificationItem[];
  latest: NotificationArrival | null;
  markRead: (id: number, type?: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  retry: () => void;
};

export function useNotificationFeed(): NotificationFeedView {
  const { feed } = useRealtimeContext();
  const snapshot = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
  return {
    state: snapshot.state,
    retries: snapshot.retries,
    unreadCount: snapshot.unreadCount,
    items: snapshot.items,
    latest: snapshot.latest,
    markRead: feed.markRead,
    markAllRead: feed.markAllRead,
    retry: feed.retry,
  };
}

/** Calls `listener` once per new notification (for the modal, toast, beep, browser notification). */
export function useNotificationArrival(listener: (arrival: NotificationArrival) => void): void {
  const { feed } = useRealtimeContext();
  const latestListener = useRef(listener);
  latestListener.current = listener;
  useEffect(() => feed.onArrival((arrival) => latestListener.current(arrival)), [feed]);
}

/** Calls `listener` with each id that became read (close its browser notification). */
export function useNotificationRead(listener: (id: number) => void): void {
  const { feed } = useRealtimeContext();
  const latestListener = useRef(listener);
  latestListener.current = listener;
  useEffect(() => feed.onRead((id) => latestListener.current(id)), [feed]);
}

export type ActiveSessionAlertView = {
  session: AlertSession<Session> | null;
  countdownText: string | null;
  /** `/counseling/sessions/{id}?senderType=…` of the shown session. */
  link: string | null;
  dismiss: () => void;
};

export function useActiveSessionAlert(): ActiveSessionAlertView {
  const { activeSessions } = useRealtimeContext();
  const snapshot = useSyncExternalStore(
    activeSessions.subscribe,
    activeSessions.getSnapshot,
    activeSessions.getSnapshot,
  );
  const dismiss = useCallback(() => activeSessions.dismiss(), [activeSessions]);
  return { ...snapshot, dismiss };
}
