import { Logo, NotificationBell } from '@arcana/app-shell';
import { AppHeader, Stack } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { HeaderAccount } from '../auth';
import * as styles from './header.css';

export function CounselorHeader() {
  return (
    <AppHeader
      className={styles.header}
      start={
        <Link to="/counselor" aria-label={t('counselor.header.home')} className={styles.logoLink}>
          <Logo badge={t('counselor.header.title')} />
        </Link>
      }
      end={
        <Stack direction="row" align="center" gap={2}>
          <NotificationBell audience="COUNSELOR" to="/counselor/notifications" />
          <HeaderAccount />
        </Stack>
      }
    />
  );
}
