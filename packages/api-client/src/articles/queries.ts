import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchArticle, fetchArticleMedia, fetchArticles } from './fetchers';

/** How many articles one page of a list holds. */
export const ARTICLE_PAGE_SIZE = 10;

/** A page's cursor: the id of its last (oldest) article, or undefined for the first page. */
type ListCursor = number | undefined;

export const articleQueries = {
  all: () => ['articles'] as const,
  /** Every article (`characterId` null) or one character's, newest first. */
  list: (characterId: number | null = null) =>
    infiniteQueryOptions({
      queryKey: [...articleQueries.all(), 'list', characterId ?? 'all'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchArticles(
          { characterId, limit: ARTICLE_PAGE_SIZE, lastId: pageParam ?? null },
          { signal },
        ),
      initialPageParam: undefined as ListCursor,
      getNextPageParam: (page): ListCursor =>
        page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchArticle(id, { signal }),
    }),
  media: (id: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'detail', id, 'media'] as const,
      queryFn: ({ signal }) => fetchArticleMedia(id, { signal }),
    }),
};
