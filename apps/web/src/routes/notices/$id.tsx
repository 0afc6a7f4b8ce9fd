import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { NoticeDetailPage } from '../../features/content/NoticeDetailPage';

export const Route = createFileRoute('/notices/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { title: t('web.notice.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../features/content/loaders').then((loaders) => loaders.loadNotice(queryClient, id)),
  head: ({ loaderData }) => pageHead(loaderData?.title ?? t('web.notice.title')),
  component: NoticeRoute,
});

function NoticeRoute() {
  const { id } = Route.useParams();
  return <NoticeDetailPage id={id} />;
}
