import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ProfileEditPage } from '../../features/me/ProfileEditPage';

export const Route = createFileRoute('/me/profile')({
  staticData: { title: t('web.me.profile.title') },
  component: ProfileEditPage,
});
