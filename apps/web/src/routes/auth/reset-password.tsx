import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/auth/reset-password')({
  staticData: { layout: 'subpage', title: t('web.auth.reset.title') },
  component: ResetPasswordPage,
});
