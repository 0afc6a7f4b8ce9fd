import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ProfitsPage } from '../../features/profits/ProfitsPage';

export const Route = createFileRoute('/counselor/profits')({
  head: () => pageHead(t('counselor.profits.title')),
  staticData: { layout: 'counselor' },
  component: ProfitsPage,
});
