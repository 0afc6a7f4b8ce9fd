import { sharingQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyCommentsPage } from '../../features/social/MyCommentsPage';

export const Route = createFileRoute('/me/comments')({
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchInfiniteQuery(sharingQueries.myComments()),
  head: () => pageHead(t('web.me.comments.title')),
  staticData: { title: t('web.me.comments.title') },
  component: MyCommentsPage,
});
