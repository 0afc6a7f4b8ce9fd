import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MobileChangePage } from '../../features/me/MobileChangePage';

export const Route = createFileRoute('/me/mobile')({
  staticData: { title: t('web.me.mobile.title') },
  component: MobileChangePage,
});
