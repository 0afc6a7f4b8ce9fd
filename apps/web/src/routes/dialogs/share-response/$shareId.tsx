import { routeValidity, shareIdParam } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ShareResponsePage } from '../../../features/social/ShareResponsePage';

export const Route = createFileRoute('/dialogs/share-response/$shareId')({
  ...routeValidity({ params: { shareId: shareIdParam } }),
  staticData: { layout: 'subpage', title: t('web.shared.response.title') },
  loader: ({ context: { queryClient }, params }) =>
    import('../../../features/social/loaders').then((loaders) =>
      loaders.loadShare(queryClient, params.shareId),
    ),
  component: ShareResponseRoute,
});

function ShareResponseRoute() {
  const { shareId } = Route.useParams();
  return <ShareResponsePage shareId={shareId} />;
}
