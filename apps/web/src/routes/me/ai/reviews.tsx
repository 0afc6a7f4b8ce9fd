import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReviewsPage } from '../../../features/social/MyReviewsPage';

export const Route = createFileRoute('/me/ai/reviews')({
  loader: ({ context: { queryClient } }) =>
    import('../../../features/social/loaders').then((loaders) =>
      loaders.loadMyReviews(queryClient),
    ),
  head: () => pageHead(t('web.me.ai.reviews.title')),
  staticData: { title: t('web.me.ai.reviews.title') },
  component: MyReviewsPage,
});
