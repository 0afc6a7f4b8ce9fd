import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../app/intl';
import { LogoutCompletePage } from '../features/auth/DoneScreen';

export const Route = createFileRoute('/logout-complete')({
  head: () => pageHead(t('web.auth.logoutComplete.title')),
  component: LogoutCompletePage,
});
