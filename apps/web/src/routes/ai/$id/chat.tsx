import { positiveIdParam, requireUser, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ChatPage } from '../../../features/chat/ChatPage';

const validity = routeValidity({ params: { id: positiveIdParam } });

export const Route = createFileRoute('/ai/$id/chat')({
  ...validity,
  beforeLoad: async (context) => {
    validity.beforeLoad(context);
    await requireUser(context);
  },
  staticData: { layout: 'subpage', title: t('web.ai.chat.title') },
  loader: ({ context: { queryClient }, params }) =>
    import('../../../features/chat/loaders').then((loaders) =>
      loaders.loadChat(queryClient, params.id),
    ),
  component: ChatRoute,
});

function ChatRoute() {
  const { id } = Route.useParams();
  return <ChatPage characterId={id} />;
}
