import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyReactionsPage } from '../../features/social/MyReactionsPage';

export const Route = createFileRoute('/me/reactions')({
  loader: ({ context: { queryClient } }) =>
    import('../../features/social/loaders').then((loaders) => loaders.loadMyReactions(queryClient)),
  head: () => pageHead(t('web.me.reactions.title')),
  staticData: { title: t('web.me.reactions.title') },
  component: MyReactionsPage,
});
