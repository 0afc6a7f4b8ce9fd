// Thin React bindings over the framework-agnostic core: one feed and one active-session
// controller per mounted provider, exposed through hooks. Drawing stays in the apps.
import {
  fetchCounselorActiveSessions,
  fetchMyActiveSessions,
  notificationQueries,
  sessionQueries,
} from '@arcana/api-client';
import { type NotificationAudience, notificationPolicy, type Session } from '@arcana/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  type ActiveSessionController,
  type AlertSession,
  combineAlertSessions,
  createActiveSessionController,
} from '../active-session';
import { createNotificationFeed, type NotificationFeed } from '../feed';

export type RealtimeContextValue = {
  audience: NotificationAudience;
  feed: NotificationFeed;
  activeSessions: ActiveSessionController<Session>;
};

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export type RealtimeProviderProps = {
  /** USER in the web app, COUNSELOR in the counselor app (DESIGN "Which app hosts what"). */
  audience: NotificationAudience;
  /** Signed in with the audience's role; false stops the stream and clears (logout, role lost). */
  enabled: boolean;
  /** The router's current pathname: the alert hides on session pages. */
  currentPath: string;
  /** Counselors also see their counselor sessions in the alert. */
  includeCounselorSessions?: boolean;
  /** Tests inject fakes; defaults build the shared connection and the api fetchers. */
  createFeed?: (audience: NotificationAudience) => NotificationFeed;
  fetchSessions?: () => Promise<readonly AlertSession<Session>[]>;
  children?: ReactNode;
};

async function fetchAlertSessions(includeCounselor: boolean) {
  const [counselor, user] = await Promise.all([
    includeCounselor ? fetchCounselorActiveSessions() : Promise.resolve([]),
    fetchMyActiveSessions(),
  ]);
  return combineAlertSessions(counselor, user);
}

export function RealtimeProvider(props: RealtimeProviderProps) {
  const { audience, enabled, currentPath, includeCounselorSessions = false } = props;
  const queryClient = useQueryClient();
  const [feed] = useState(() =>
    props.createFeed ? props.createFeed(audience) : createNotificationFeed({ audience }),
  );
  // Read at fetch time: a counselor may sign in after the provider mounted.
  const includeCounselor = useRef(includeCounselorSessions);
  includeCounselor.current = includeCounselorSessions;
  const [activeSessions] = useState(() =>
    createActiveSessionController<Session>({
      fetchSessions: props.fetchSessions ?? (() => fetchAlertSessions(includeCounselor.current)),
      initialPath: currentPath,
    }),
  );

  useEffect(() => {
    if (!enabled) return;
    let lastUnread = feed.getSnapshot().unreadCount;
    feed.start();
    void activeSessions.refresh();
    const unsubscribers = [
      // SSE events update the cache through the factories' keys (STYLE "Conventions").
      // Only the store's own moves (+1 on arrival, −1 on a read) are applied to the cache, so a
      // read made elsewhere (the list page) is not undone by an unrelated store change; a bigger
      // jump is a fresh count from the server and replaces the cached one.
      feed.subscribe(() => {
        const next = feed.getSnapshot().unreadCount;
        const delta = next - lastUnread;
        lastUnread = next;
        if (delta === 0) return;
        queryClient.setQueryData<number>(
          notificationQueries.unreadCount(audience).queryKey,
          (old) => (Math.abs(delta) === 1 && old !== undefined ? Math.max(0, old + delta) : next),
        );
      }),
      feed.onArrival((arrival) => {
        void queryClient.invalidateQueries({ queryKey: notificationQueries.all(audience) });
        if (notificationPolicy(audience, arrival.notification.type).refreshesActiveSessions) {
          activeSessions.scheduleRefresh();
          void queryClient.invalidateQueries({ queryKey: sessionQueries.activeAll() });
        }
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      feed.stop();
      activeSessions.reset();
    };
  }, [enabled, feed, activeSessions, audience, queryClient]);

  useEffect(() => {
    activeSessions.setPath(currentPath);
  }, [activeSessions, currentPath]);

  useEffect(() => () => activeSessions.dispose(), [activeSessions]);

  return (
    <RealtimeContext.Provider value={{ audience, feed, activeSessions }}>
      {props.children}
    </RealtimeContext.Provider>
  );
}

export function useRealtimeContext(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error('useNotificationFeed and friends need a <RealtimeProvider>');
  return value;
}
