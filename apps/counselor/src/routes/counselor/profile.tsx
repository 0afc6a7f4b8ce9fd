import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/counselor/profile')({
  head: () => pageHead(t('counselor.profile.title')),
  staticData: { layout: 'counselor' },
  component: ProfilePage,
});
