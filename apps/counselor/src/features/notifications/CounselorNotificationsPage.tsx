import { NotificationList } from '@arcana/app-shell';
import { vars } from '@arcana/ui';
import { t } from './intl';

/** 알림 (/counselor/notifications): the shared list of the counselor's notifications. */
export function CounselorNotificationsPage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space[4] }}>
      <h1
        style={{
          fontSize: vars.font.size.xl,
          fontWeight: vars.font.weight.bold,
          lineHeight: vars.font.lineHeight.tight,
        }}
      >
        {t('counselor.notifications.heading')}
      </h1>
      <NotificationList audience="COUNSELOR" />
    </div>
  );
}
