import { aiQueries, articleQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { loadOrNotFound } from '../../../app/route-data';
import { ArticleListPage } from '../../../features/articles/ArticleListPage';

export const Route = createFileRoute('/ai/$id/articles')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  head: () => pageHead(t('web.ai.articles.title')),
  staticData: { layout: 'ai' },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient }, params }) => {
    // An unknown character is the not-found page; its articles load beside it.
    const articles = queryClient.prefetchInfiniteQuery(articleQueries.list(params.id));
    await loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(params.id)));
    await articles;
  },
  component: CharacterArticlesRoute,
});

function CharacterArticlesRoute() {
  const { id } = Route.useParams();
  return <ArticleListPage characterId={id} />;
}
