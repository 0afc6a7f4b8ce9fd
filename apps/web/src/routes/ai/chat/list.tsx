import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ChatListPage } from '../../../features/chat/ChatListPage';

export const Route = createFileRoute('/ai/chat/list')({
  staticData: { layout: 'subpage-home', title: t('web.ai.chatList.title') },
  // SPEC §2 lists /ai/chat/list as public: a guest gets an in-page invitation, not the login page.
  loader: ({ context: { queryClient } }) =>
    import('../../../features/chat/loaders').then((loaders) => loaders.loadChats(queryClient)),
  component: ChatListPage,
});
