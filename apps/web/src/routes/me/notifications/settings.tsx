import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { NotificationSettingsPage } from '../../../features/me/NotificationSettingsPage';

export const Route = createFileRoute('/me/notifications/settings')({
  head: () => pageHead(t('web.me.notifications.title')),
  staticData: { title: t('web.me.notifications.title') },
  component: NotificationSettingsPage,
});
