import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { TarotPage } from '../../../features/ai/TarotPage';

export const Route = createFileRoute('/ai/$id/tarot')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'ai', title: t('web.ai.tarot.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../features/ai/loaders').then((loaders) =>
      loaders.loadCharacter(queryClient, id),
    ),
  head: ({ loaderData }) =>
    pageHead(
      loaderData ? `${t('web.ai.tarot.title')} · ${loaderData.name}` : t('web.ai.tarot.title'),
    ),
  component: TarotRoute,
});

function TarotRoute() {
  const { id } = Route.useParams();
  return <TarotPage characterId={id} />;
}
