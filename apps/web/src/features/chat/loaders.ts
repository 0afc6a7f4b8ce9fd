import { aiQueries, aiSocialQueries, hasStoredSession } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';

// The chat routes' loaders, imported by the route files on demand (DESIGN "Budgets").

/** Only a logged-in visitor has chats; a guest's page invites them to log in instead. */
export function loadChats(queryClient: QueryClient) {
  if (!hasStoredSession()) return Promise.resolve();
  return queryClient.prefetchQuery(aiSocialQueries.chats());
}

/** An unknown character is the not-found page; its messages start loading beside it. */
export function loadChat(queryClient: QueryClient, characterId: number) {
  void queryClient.prefetchInfiniteQuery(aiSocialQueries.chatMessages(characterId));
  return loadOrNotFound(queryClient.ensureQueryData(aiQueries.character(characterId)));
}
