import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { SimpleTarotPage } from '../../../features/ai/SimpleTarotPage';

export const Route = createFileRoute('/ai/simple-tarots/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'ai', title: t('web.ai.simpleTarot.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../features/ai/loaders').then((loaders) =>
      loaders.loadSimpleTarot(queryClient, id),
    ),
  head: ({ loaderData }) => pageHead(loaderData?.name ?? t('web.ai.simpleTarot.title')),
  component: SimpleTarotRoute,
});

function SimpleTarotRoute() {
  const { id } = Route.useParams();
  return <SimpleTarotPage id={id} />;
}
