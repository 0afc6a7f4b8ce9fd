import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { ReviewWritePage } from '../../../../features/sessions/ReviewWritePage';

// 상담후기 작성 (SPEC §2 public list): only the session's user, only while reviewable.
export const Route = createFileRoute('/counseling/sessions/$id/review')({
  staticData: { layout: 'subpage', title: t('web.session.review.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../../features/sessions/loaders').then((loaders) =>
      loaders.loadSessionDetail(queryClient, id),
    ),
  component: ReviewRoute,
});

function ReviewRoute() {
  const { id } = Route.useParams();
  return <ReviewWritePage sessionId={id} />;
}
