import { aiQueries, articleQueries, sharingQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { AiHomePage } from '../../features/ai/AiHomePage';

export const Route = createFileRoute('/ai/')({
  head: () => pageHead(t('web.ai.title')),
  staticData: { layout: 'ai', title: t('web.ai.title') },
  // Every section reads its query; a failed one shows its own retry, so nothing here throws.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(aiQueries.characters()),
      queryClient.prefetchQuery(aiQueries.simpleTarots()),
      queryClient.prefetchInfiniteQuery(sharingQueries.list('popular')),
      queryClient.prefetchInfiniteQuery(articleQueries.list()),
    ]),
  component: AiHomePage,
});
