import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { EventDetailPage } from '../../features/content/EventDetailPage';

export const Route = createFileRoute('/events/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { title: t('web.event.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../features/content/loaders').then((loaders) => loaders.loadEvent(queryClient, id)),
  head: ({ loaderData }) => pageHead(loaderData?.title ?? t('web.event.title')),
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventDetailPage id={id} />;
}
