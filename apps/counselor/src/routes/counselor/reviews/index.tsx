import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ReviewsPage } from '../../../features/reviews/ReviewsPage';

export const Route = createFileRoute('/counselor/reviews/')({
  head: () => pageHead(t('counselor.reviews.title')),
  staticData: { layout: 'counselor' },
  component: ReviewsPage,
});
