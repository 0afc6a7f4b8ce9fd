import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { NotificationSettingsPage } from '../../../features/me/NotificationSettingsPage';

export const Route = createFileRoute('/me/notifications/settings')({
  staticData: { title: t('web.me.notifications.title') },
  component: NotificationSettingsPage,
});
