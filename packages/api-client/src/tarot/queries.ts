import { queryOptions } from '@tanstack/react-query';
import { fetchTarotCard, fetchTarotDeck, fetchTarotDecks, fetchTarotSuit } from './fetchers';

/** The deck changes only with a release (the api caches it for 5 minutes too). */
const DECK_STALE_MS = 5 * 60_000;

export const tarotDeckQueries = {
  all: () => ['tarot-decks'] as const,
  list: () =>
    queryOptions({
      queryKey: [...tarotDeckQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchTarotDecks({ signal }),
      staleTime: DECK_STALE_MS,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...tarotDeckQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchTarotDeck(id, { signal }),
      staleTime: DECK_STALE_MS,
    }),
  suit: (suitId: number) =>
    queryOptions({
      queryKey: [...tarotDeckQueries.all(), 'suit', suitId] as const,
      queryFn: ({ signal }) => fetchTarotSuit(suitId, { signal }),
      staleTime: DECK_STALE_MS,
    }),
  card: (cardId: number) =>
    queryOptions({
      queryKey: [...tarotDeckQueries.all(), 'card', cardId] as const,
      queryFn: ({ signal }) => fetchTarotCard(cardId, { signal }),
      staleTime: DECK_STALE_MS,
    }),
};
