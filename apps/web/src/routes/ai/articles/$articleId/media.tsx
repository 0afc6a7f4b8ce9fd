import { articleQueries } from '@arcana/api-client';
import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { t } from '../../../../app/intl';
import { loadOrNotFound } from '../../../../app/route-data';
import { ArticleMediaPage } from '../../../../features/articles/ArticleMediaPage';
import { parseMediaIndex } from '../../../../features/articles/media-index';

export const Route = createFileRoute('/ai/articles/$articleId/media')({
  ...routeValidity({ params: { articleId: positiveIdParam } }),
  // `?index=` is 0-based; a value that is not a whole number is dropped.
  validateSearch: (search: Record<string, unknown>): { index?: number } => {
    const index = parseMediaIndex(search.index);
    return index === undefined ? {} : { index };
  },
  staticData: { layout: 'subpage', title: t('web.ai.media.title') },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound(queryClient.ensureQueryData(articleQueries.media(params.articleId))),
  component: ArticleMediaRoute,
});

function ArticleMediaRoute() {
  const { articleId } = Route.useParams();
  const { index } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showIndex = useCallback(
    (next: number) => void navigate({ search: { index: next }, replace: true }),
    [navigate],
  );
  return <ArticleMediaPage articleId={articleId} index={index} onIndexChange={showIndex} />;
}
