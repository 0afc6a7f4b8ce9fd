import { articleQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ArticleListPage } from '../../../features/articles/ArticleListPage';

export const Route = createFileRoute('/ai/articles/list')({
  head: () => pageHead(t('web.ai.articleList.title')),
  staticData: { layout: 'ai' },
  // A failed first page is shown by the page itself, with a retry.
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchInfiniteQuery(articleQueries.list()),
  component: ArticleListPage,
});
