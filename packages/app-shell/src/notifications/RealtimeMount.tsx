import type { NotificationAudience, NotificationType } from '@arcana/domain';
import { useSession } from '../auth/session';
import { lazyPart } from '../lazy/lazy-part';

// The stream, the store and everything they draw load only for a logged-in visitor: a guest's
// first visit never downloads them (DESIGN "Budgets").
const RealtimeLayer = lazyPart(() => import('./RealtimeLayer'));

export type RealtimeOptions = {
  /** The stream this app opens: web → USER, counselor app → COUNSELOR. */
  audience: NotificationAudience;
  /** Origin of the app hosting the other side of the session room (cross-app alert links). */
  otherAppOrigin: string;
  /** Types whose sound the app plays itself, so the notification center stays quiet for them. */
  soundOwnedElsewhere?: readonly NotificationType[];
};

/** Mounted by ShellRoot: opens the app's notification stream while its audience is logged in. */
export function RealtimeMount({ audience, otherAppOrigin, soundOwnedElsewhere }: RealtimeOptions) {
  const session = useSession();
  const enabled = audience === 'COUNSELOR' ? session.isCounselor : session.isAuthenticated;
  if (!enabled) return null;
  return (
    <RealtimeLayer
      // A different account gets a fresh stream and store.
      key={session.user.id}
      audience={audience}
      isCounselor={session.isCounselor}
      otherAppOrigin={otherAppOrigin}
      {...(soundOwnedElsewhere ? { soundOwnedElsewhere } : {})}
    />
  );
}
