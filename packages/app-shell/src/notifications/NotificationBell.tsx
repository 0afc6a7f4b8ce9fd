import { useSession } from '../auth/session';
import { lazyPart } from '../lazy/lazy-part';
import type { NotificationBellProps } from './notification-bell-props';

export type { NotificationBellProps };

// The bell, its count query and its texts load only once its audience is logged in: a guest's
// first visit never downloads them (DESIGN "Budgets").
const NotificationBellLink = lazyPart(() => import('./NotificationBellLink'));

/** The header bell with the unread count; guests get no bell at all. */
export function NotificationBell({ audience, to }: NotificationBellProps) {
  const session = useSession();
  const enabled = audience === 'COUNSELOR' ? session.isCounselor : session.isAuthenticated;
  if (!enabled) return null;
  return <NotificationBellLink audience={audience} to={to} />;
}
