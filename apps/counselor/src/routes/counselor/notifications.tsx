import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CounselorNotificationsPage } from '../../features/notifications/CounselorNotificationsPage';

export const Route = createFileRoute('/counselor/notifications')({
  head: () => pageHead(t('counselor.notifications.title')),
  staticData: { layout: 'counselor' },
  component: CounselorNotificationsPage,
});
