// The lazily loaded realtime part of an app (see RealtimeMount): the stream for the app's
// audience, what it draws and the active-session alert. The provider keeps the query cache's
// unread count and lists current; this layer only draws.
import type { NotificationAudience, NotificationType } from '@arcana/domain';
import { RealtimeProvider, useActiveSessionAlert, useNotificationFeed } from '@arcana/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { ActiveSessionAlert } from './ActiveSessionAlert';
import { NotificationCenter } from './NotificationCenter';
import { markReadInCache } from './notification-cache';

export type RealtimeLayerProps = {
  audience: NotificationAudience;
  /** A counselor's alert also covers their counselor sessions (SPEC §4). */
  isCounselor: boolean;
  otherAppOrigin: string;
  soundOwnedElsewhere?: readonly NotificationType[];
};

function Feed({
  audience,
  soundOwnedElsewhere,
}: Pick<RealtimeLayerProps, 'audience' | 'soundOwnedElsewhere'>) {
  const queryClient = useQueryClient();
  const feed = useNotificationFeed();
  const alert = useActiveSessionAlert();
  return (
    <NotificationCenter
      audience={audience}
      items={feed.items}
      state={feed.state}
      holdModals={alert.session !== null}
      {...(soundOwnedElsewhere ? { soundOwnedElsewhere } : {})}
      onRead={(notification) => {
        if (notification.read) return;
        markReadInCache(queryClient, audience, notification.id);
        feed.markRead(notification.id, notification.type).catch(() => {});
      }}
    />
  );
}

export default function RealtimeLayer({
  audience,
  isCounselor,
  otherAppOrigin,
  soundOwnedElsewhere,
}: RealtimeLayerProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <RealtimeProvider
      audience={audience}
      enabled
      currentPath={pathname}
      includeCounselorSessions={isCounselor}
    >
      <Feed audience={audience} {...(soundOwnedElsewhere ? { soundOwnedElsewhere } : {})} />
      <ActiveSessionAlert hostSide={audience} otherAppOrigin={otherAppOrigin} />
    </RealtimeProvider>
  );
}
