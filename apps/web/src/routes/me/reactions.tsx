import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyReactionsPage } from '../../features/social/MyReactionsPage';

export const Route = createFileRoute('/me/reactions')({
  loader: ({ context: { queryClient } }) =>
    import('../../features/social/loaders').then((loaders) => loaders.loadMyReactions(queryClient)),
  staticData: { title: t('web.me.reactions.title') },
  component: MyReactionsPage,
});
