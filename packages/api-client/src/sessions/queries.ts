import type { SenderType } from '@arcana/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchCounselorActiveSessions, fetchMyActiveSessions } from './fetchers';

export const sessionQueries = {
  all: () => ['sessions'] as const,
  activeAll: () => [...sessionQueries.all(), 'active'] as const,
  /** USER: the caller's sessions as a user; COUNSELOR: those of the caller's counselor row. */
  active: (side: SenderType) =>
    queryOptions({
      queryKey: [...sessionQueries.activeAll(), side] as const,
      queryFn: ({ signal }) =>
        side === 'COUNSELOR' ? fetchCounselorActiveSessions(signal) : fetchMyActiveSessions(signal),
    }),
};
