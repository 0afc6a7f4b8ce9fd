import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { DetailsPage } from '../../features/profile/DetailsPage';

export const Route = createFileRoute('/counselor/details')({
  head: () => pageHead(t('counselor.details.title')),
  staticData: { layout: 'counselor' },
  component: DetailsPage,
});
