import { notificationQueries } from '@arcana/api-client';
import type { NotificationAudience } from '@arcana/domain';
import { BellIcon, iconButtonStyle, vars } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSession } from '../auth/session';
import { unreadBadgeText, unreadBellLabel } from './unread-badge';

export { unreadBadgeText, unreadBellLabel } from './unread-badge';

export type NotificationBellProps = {
  audience: NotificationAudience;
  /** The notification list: /me/notifications (web) or /counselor/notifications (counselor). */
  to: string;
};

/**
 * The header bell with the unread count; guests get no bell at all. The count lives in the query
 * cache under the api-client factory's key, which the realtime provider and the list screens
 * keep current.
 */
export function NotificationBell({ audience, to }: NotificationBellProps) {
  const session = useSession();
  const enabled = audience === 'COUNSELOR' ? session.isCounselor : session.isAuthenticated;
  const { data: count = 0 } = useQuery({ ...notificationQueries.unreadCount(audience), enabled });
  if (!enabled) return null;
  return (
    <Link
      to={to}
      aria-label={unreadBellLabel(count)}
      className={iconButtonStyle({ variant: 'ghost' })}
      style={{ position: 'relative' }}
      data-unread-count={count}
    >
      <BellIcon size={22} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 4,
            right: 2,
            minWidth: 18,
            height: 18,
            padding: '0 5px',
            borderRadius: vars.radius.full,
            backgroundColor: vars.color.background.primary,
            color: vars.color.foreground.onPrimary,
            fontSize: 11,
            fontWeight: vars.font.weight.bold,
            lineHeight: '18px',
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {unreadBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
