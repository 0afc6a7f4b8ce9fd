import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { FaqsPage } from '../../features/profile/FaqsPage';

export const Route = createFileRoute('/counselor/faqs')({
  head: () => pageHead(t('counselor.faqs.title')),
  staticData: { layout: 'counselor' },
  component: FaqsPage,
});
