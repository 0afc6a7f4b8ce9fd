import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { CharacterProfilePage } from '../../../features/ai/CharacterProfilePage';

export const Route = createFileRoute('/ai/$id/')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'ai', title: t('web.ai.profile.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../features/ai/loaders').then((loaders) =>
      loaders.loadCharacterProfile(queryClient, id),
    ),
  head: ({ loaderData }) => pageHead(loaderData?.name ?? t('web.ai.profile.title')),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  return <CharacterProfilePage id={id} />;
}
