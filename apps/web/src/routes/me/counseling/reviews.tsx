import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReviewsPage } from '../../../features/sessions/MyReviewsPage';

// 나의 리뷰 (SPEC §2, login: the /me parent's guard).
export const Route = createFileRoute('/me/counseling/reviews')({
  staticData: { title: t('web.me.reviews.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../../features/sessions/loaders').then((loaders) =>
      loaders.loadMyReviews(queryClient),
    ),
  component: MyReviewsPage,
});
