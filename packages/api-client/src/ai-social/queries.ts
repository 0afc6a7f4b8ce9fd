import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  fetchCharacterReviews,
  fetchChatMessages,
  fetchChats,
  fetchFavoriteCharacters,
  fetchFavoriteState,
  fetchMyReviews,
} from './fetchers';

export const REVIEW_PAGE_SIZE = 10;
export const CHAT_PAGE_SIZE = 30;

function nextLastId(page: { content: { id: number }[]; last: boolean }): number | undefined {
  return page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id;
}

export const aiSocialQueries = {
  reviewsAll: () => ['ai', 'reviews'] as const,
  reviews: (characterId: number) =>
    infiniteQueryOptions({
      queryKey: [...aiSocialQueries.reviewsAll(), 'character', characterId] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchCharacterReviews(
          characterId,
          { limit: REVIEW_PAGE_SIZE, lastId: pageParam },
          { signal },
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
  myReviews: () =>
    infiniteQueryOptions({
      queryKey: [...aiSocialQueries.reviewsAll(), 'mine'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMyReviews({ limit: REVIEW_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
  favoritesAll: () => ['ai', 'favorites'] as const,
  favorites: () =>
    queryOptions({
      queryKey: [...aiSocialQueries.favoritesAll(), 'list'] as const,
      queryFn: ({ signal }) => fetchFavoriteCharacters({ signal }),
    }),
  favorite: (characterId: number) =>
    queryOptions({
      queryKey: [...aiSocialQueries.favoritesAll(), 'state', characterId] as const,
      queryFn: ({ signal }) => fetchFavoriteState(characterId, { signal }),
    }),
  chatsAll: () => ['ai', 'chats'] as const,
  chats: () =>
    queryOptions({
      queryKey: [...aiSocialQueries.chatsAll(), 'list'] as const,
      queryFn: ({ signal }) => fetchChats({ signal }),
    }),
  chatMessages: (characterId: number) =>
    infiniteQueryOptions({
      queryKey: [...aiSocialQueries.chatsAll(), 'messages', characterId] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchChatMessages(characterId, { limit: CHAT_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: nextLastId,
    }),
};
