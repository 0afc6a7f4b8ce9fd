import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';

export const Route = createFileRoute('/me/notifications/')({
  head: () => pageHead(t('web.notifications.title')),
  staticData: { title: t('web.notifications.title') },
  component: NotificationsPage,
});
