import { Logo } from '@arcana/app-shell';
import { AppHeader } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { HeaderAccount } from '../auth';

export function CounselorHeader() {
  return (
    <AppHeader
      start={
        <Link to="/counselor" aria-label={t('counselor.header.home')}>
          <Logo badge={t('counselor.header.title')} />
        </Link>
      }
      end={<HeaderAccount />}
    />
  );
}
