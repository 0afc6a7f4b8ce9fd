import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { KeywordsPage } from '../../features/profile/KeywordsPage';

export const Route = createFileRoute('/counselor/keywords')({
  head: () => pageHead(t('counselor.keywords.title')),
  staticData: { layout: 'counselor' },
  component: KeywordsPage,
});
