import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ReviewDetailPage } from '../../../features/reviews/ReviewDetailPage';

export const Route = createFileRoute('/counselor/reviews/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  head: () => pageHead(t('counselor.reviewDetail.title')),
  staticData: { layout: 'counselor' },
  component: function ReviewDetailRoute() {
    const { id } = Route.useParams();
    return <ReviewDetailPage id={id} />;
  },
});
