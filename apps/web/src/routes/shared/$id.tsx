import { pageHead, routeValidity, shareIdParam } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { SharedReadingPage } from '../../features/social/SharedReadingPage';

export const Route = createFileRoute('/shared/$id')({
  ...routeValidity({ params: { id: shareIdParam }, checks: ['share-id'] }),
  staticData: { layout: 'subpage', title: t('web.shared.title') },
  loader: ({ context: { queryClient }, params }) =>
    import('../../features/social/loaders').then((loaders) =>
      loaders.loadShare(queryClient, params.id),
    ),
  head: ({ loaderData }) =>
    pageHead(
      loaderData
        ? `${loaderData.character.name} · ${t('web.shared.title')}`
        : t('web.shared.title'),
    ),
  component: SharedReadingRoute,
});

function SharedReadingRoute() {
  const { id } = Route.useParams();
  return <SharedReadingPage id={id} />;
}
