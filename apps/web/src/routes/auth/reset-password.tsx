import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';

export const Route = createFileRoute('/auth/reset-password')({
  head: () => pageHead(t('web.auth.reset.title')),
  staticData: { layout: 'subpage', title: t('web.auth.reset.title') },
  component: ResetPasswordPage,
});
