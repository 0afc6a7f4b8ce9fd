import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../app/intl';
import { CounselorLoginPage } from '../features/auth/CounselorLoginPage';

export const Route = createFileRoute('/login')({
  head: () => pageHead(t('counselor.auth.login.title')),
  staticData: { layout: 'empty' },
  validateSearch: (search: Record<string, unknown>): { redirectUri?: string } =>
    typeof search.redirectUri === 'string' ? { redirectUri: search.redirectUri } : {},
  component: CounselorLoginPage,
});
