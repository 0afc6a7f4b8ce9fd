import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { JoinMobilePage } from '../../../features/auth/JoinMobilePage';

export const Route = createFileRoute('/auth/join/mobile')({
  staticData: { layout: 'subpage', title: t('web.auth.join.mobileTitle') },
  component: JoinMobilePage,
});
