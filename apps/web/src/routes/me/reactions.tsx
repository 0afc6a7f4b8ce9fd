import { sharingQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyReactionsPage } from '../../features/social/MyReactionsPage';

export const Route = createFileRoute('/me/reactions')({
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchInfiniteQuery(sharingQueries.myReactions()),
  head: () => pageHead(t('web.me.reactions.title')),
  staticData: { title: t('web.me.reactions.title') },
  component: MyReactionsPage,
});
