import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  fetchAiCharacter,
  fetchAiCharacters,
  fetchAiReading,
  fetchAiSimpleTarot,
  fetchAiSimpleTarots,
  fetchAiUsage,
  fetchMyAiReadings,
} from './fetchers';

/** /me/ai/list page size. */
export const AI_READING_PAGE_SIZE = 12;
/** Characters and presets change only with a deploy or the admin. */
const CATALOG_STALE_MS = 5 * 60_000;

type ListCursor = number | undefined;

export const aiQueries = {
  all: () => ['ai'] as const,
  characters: () =>
    queryOptions({
      queryKey: [...aiQueries.all(), 'characters'] as const,
      queryFn: ({ signal }) => fetchAiCharacters({ signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  character: (id: number) =>
    queryOptions({
      queryKey: [...aiQueries.all(), 'characters', id] as const,
      queryFn: ({ signal }) => fetchAiCharacter(id, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  simpleTarots: () =>
    queryOptions({
      queryKey: [...aiQueries.all(), 'simple-tarots'] as const,
      queryFn: ({ signal }) => fetchAiSimpleTarots({ signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  simpleTarot: (id: number) =>
    queryOptions({
      queryKey: [...aiQueries.all(), 'simple-tarots', id] as const,
      queryFn: ({ signal }) => fetchAiSimpleTarot(id, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  usage: () =>
    queryOptions({
      queryKey: [...aiQueries.all(), 'usage'] as const,
      queryFn: ({ signal }) => fetchAiUsage({ signal }),
    }),
  readings: () => [...aiQueries.all(), 'readings'] as const,
  reading: (id: number) =>
    queryOptions({
      queryKey: [...aiQueries.readings(), id] as const,
      queryFn: ({ signal }) => fetchAiReading(id, { signal }),
    }),
  myReadings: () =>
    infiniteQueryOptions({
      queryKey: [...aiQueries.readings(), 'mine'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMyAiReadings({ limit: AI_READING_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as ListCursor,
      getNextPageParam: (page): ListCursor =>
        page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.id,
    }),
};
