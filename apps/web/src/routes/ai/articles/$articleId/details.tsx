import { articleQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { loadOrNotFound } from '../../../../app/route-data';
import { ArticleDetailPage } from '../../../../features/articles/ArticleDetailPage';

export const Route = createFileRoute('/ai/articles/$articleId/details')({
  ...routeValidity({ params: { articleId: positiveIdParam } }),
  staticData: { layout: 'subpage', title: t('web.ai.article.title') },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound(queryClient.ensureQueryData(articleQueries.detail(params.articleId))),
  head: ({ loaderData }) => pageHead(loaderData?.title ?? t('web.ai.article.title')),
  component: ArticleDetailRoute,
});

function ArticleDetailRoute() {
  const { articleId } = Route.useParams();
  return <ArticleDetailPage articleId={articleId} />;
}
