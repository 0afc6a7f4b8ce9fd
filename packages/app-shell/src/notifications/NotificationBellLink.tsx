import { notificationQueries } from '@arcana/api-client';
import { BellIcon, iconButtonStyle, vars } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { NotificationBellProps } from './notification-bell-props';
import { unreadBadgeText, unreadBellLabel } from './unread-badge';

/**
 * The bell itself, loaded by NotificationBell once its audience is logged in. The count lives in
 * the query cache under the api-client factory's key, which the realtime provider and the list
 * screens keep current.
 */
export default function NotificationBellLink({ audience, to }: NotificationBellProps) {
  const { data: count = 0 } = useQuery(notificationQueries.unreadCount(audience));
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
