import { aiSocialQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReviewsPage } from '../../../features/social/MyReviewsPage';

export const Route = createFileRoute('/me/ai/reviews')({
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchInfiniteQuery(aiSocialQueries.myReviews()),
  head: () => pageHead(t('web.me.ai.reviews.title')),
  staticData: { title: t('web.me.ai.reviews.title') },
  component: MyReviewsPage,
});
