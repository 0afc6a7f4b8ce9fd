import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../app/intl';
import { DeletionCompletePage } from '../features/auth/DoneScreen';

export const Route = createFileRoute('/deletion-complete')({
  head: () => pageHead(t('web.auth.deletionComplete.title')),
  component: DeletionCompletePage,
});
