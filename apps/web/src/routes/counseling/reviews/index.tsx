import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ReviewListPage } from '../../../features/counseling/ReviewListPage';

export const Route = createFileRoute('/counseling/reviews/')({
  staticData: { layout: 'counseling', title: t('web.counseling.reviews.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../../features/counseling/loaders').then((loaders) =>
      loaders.loadReviews(queryClient),
    ),
  component: ReviewListPage,
});
