import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../../app/intl';
import { ReviewWritePage } from '../../../../../features/sessions/ReviewWritePage';

// 상담후기 작성 from 상담 내역 (SPEC §2, login).
export const Route = createFileRoute('/me/counseling/sessions/$sessionId/reviews')({
  ...routeValidity({ params: { sessionId: positiveIdParam } }),
  staticData: { title: t('web.session.review.title') },
  loader: ({ context: { queryClient }, params: { sessionId } }) =>
    import('../../../../../features/sessions/loaders').then((loaders) =>
      loaders.loadSessionDetail(queryClient, sessionId),
    ),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { sessionId } = Route.useParams();
  return <ReviewWritePage sessionId={sessionId} />;
}
