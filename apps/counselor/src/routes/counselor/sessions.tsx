import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { SessionsPage } from '../../features/sessions/SessionsPage';

export const Route = createFileRoute('/counselor/sessions')({
  head: () => pageHead(t('counselor.sessions.title')),
  staticData: { layout: 'counselor' },
  component: SessionsPage,
});
