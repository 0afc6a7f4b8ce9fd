import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ProfileEditPage } from '../../features/me/ProfileEditPage';

export const Route = createFileRoute('/me/profile')({
  head: () => pageHead(t('web.me.profile.title')),
  staticData: { title: t('web.me.profile.title') },
  component: ProfileEditPage,
});
