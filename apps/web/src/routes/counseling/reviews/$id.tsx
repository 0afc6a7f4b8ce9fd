import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ReviewPage } from '../../../features/counseling/ReviewPage';

export const Route = createFileRoute('/counseling/reviews/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'subpage', title: t('web.counseling.review.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../features/counseling/loaders').then((loaders) =>
      loaders.loadReview(queryClient, id),
    ),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { id } = Route.useParams();
  return <ReviewPage id={id} />;
}
