import { aiQueries, articleQueries, sharingQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { loadOrNotFound } from '../../../app/route-data';
import { CharacterProfilePage } from '../../../features/ai/CharacterProfilePage';

export const Route = createFileRoute('/ai/$id/')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'ai', title: t('web.ai.profile.title') },
  loader: async ({ context: { queryClient }, params: { id } }) => {
    void queryClient.prefetchInfiniteQuery(sharingQueries.list('recent', id));
    void queryClient.prefetchInfiniteQuery(articleQueries.list(id));
    return loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(id)));
  },
  head: ({ loaderData }) => pageHead(loaderData?.name ?? t('web.ai.profile.title')),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  return <CharacterProfilePage id={id} />;
}
