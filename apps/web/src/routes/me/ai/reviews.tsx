import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReviewsPage } from '../../../features/social/MyReviewsPage';

export const Route = createFileRoute('/me/ai/reviews')({
  loader: ({ context: { queryClient } }) =>
    import('../../../features/social/loaders').then((loaders) =>
      loaders.loadMyReviews(queryClient),
    ),
  staticData: { title: t('web.me.ai.reviews.title') },
  component: MyReviewsPage,
});
