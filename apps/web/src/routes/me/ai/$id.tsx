import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReadingPage } from '../../../features/ai/MyReadingPage';

export const Route = createFileRoute('/me/ai/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { title: t('web.me.ai.detail.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../features/ai/loaders').then((loaders) =>
      loaders.loadMyReading(queryClient, id),
    ),
  component: MyReadingRoute,
});

function MyReadingRoute() {
  const { id } = Route.useParams();
  return <MyReadingPage id={id} />;
}
