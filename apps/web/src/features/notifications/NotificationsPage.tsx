import { NotificationList } from '@arcana/app-shell';
import { buttonStyle } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';

/** 알림 목록 (/me/notifications): the shared list of the user's notifications. */
export function NotificationsPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NotificationList audience="USER" />
      <Link
        to="/me/notifications/settings"
        className={buttonStyle({ variant: 'ghost', size: 'sm' })}
        style={{ alignSelf: 'center' }}
      >
        {t('web.notifications.settingsLink')}
      </Link>
    </div>
  );
}
