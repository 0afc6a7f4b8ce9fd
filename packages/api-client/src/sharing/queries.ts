import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ShareSort } from './fetchers';
import {
  fetchComments,
  fetchMyComments,
  fetchMyReactions,
  fetchShare,
  fetchShares,
} from './fetchers';
import { type SocialTarget, targetKey } from './targets';

export const SHARE_PAGE_SIZE = 12;
export const COMMENT_PAGE_SIZE = 20;

/** The next `lastId` of an id-cursor page: its last (oldest) item, unless it was the last page. */
function nextLastId(page: { content: { id: number }[]; last: boolean }): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id;
}

export const sharingQueries = {
  all: () => ['sharing'] as const,
  shares: () => [...sharingQueries.all(), 'shares'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sharingQueries.shares(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchShare(id, { signal }),
    }),
  list: (sort: ShareSort, characterId: number | null = null) =>
    infiniteQueryOptions({
      queryKey: [...sharingQueries.shares(), 'list', sort, characterId] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchShares({ sort, characterId, cursor: pageParam, limit: SHARE_PAGE_SIZE }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  commentsAll: () => [...sharingQueries.all(), 'comments'] as const,
  comments: (target: SocialTarget) =>
    infiniteQueryOptions({
      queryKey: [...sharingQueries.commentsAll(), ...targetKey(target)] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchComments(target, { limit: COMMENT_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
  mine: () => [...sharingQueries.all(), 'mine'] as const,
  myComments: () =>
    infiniteQueryOptions({
      queryKey: [...sharingQueries.mine(), 'comments'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMyComments({ limit: COMMENT_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
  myReactions: () =>
    infiniteQueryOptions({
      queryKey: [...sharingQueries.mine(), 'reactions'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMyReactions({ limit: COMMENT_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
};
