import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { CounselorProfilePage } from '../../../../features/counseling/CounselorProfilePage';

export const Route = createFileRoute('/counseling/counselors/$id/')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'counseling', title: t('web.counseling.counselor.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../../features/counseling/loaders').then((loaders) =>
      loaders.loadCounselor(queryClient, id),
    ),
  head: ({ loaderData }) => pageHead(loaderData?.name ?? t('web.counseling.counselor.title')),
  component: CounselorProfileRoute,
});

function CounselorProfileRoute() {
  const { id } = Route.useParams();
  return <CounselorProfilePage id={id} />;
}
