import { aiQueries, aiSocialQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';

// The chat routes' loaders, imported by the route files on demand (DESIGN "Budgets").

export function loadChats(queryClient: QueryClient) {
  return queryClient.prefetchQuery(aiSocialQueries.chats());
}

/** An unknown character is the not-found page; its messages start loading beside it. */
export function loadChat(queryClient: QueryClient, characterId: number) {
  void queryClient.prefetchInfiniteQuery(aiSocialQueries.chatMessages(characterId));
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(characterId)));
}
