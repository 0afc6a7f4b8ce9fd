import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';

export const Route = createFileRoute('/me/notifications/')({
  staticData: { title: t('web.notifications.title') },
  component: NotificationsPage,
});
