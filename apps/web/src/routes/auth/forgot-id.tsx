import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ForgotIdPage } from '../../features/auth/ForgotIdPage';

export const Route = createFileRoute('/auth/forgot-id')({
  staticData: { layout: 'subpage', title: t('web.auth.forgotId.title') },
  component: ForgotIdPage,
});
