import {
  type CounselingType,
  type CounselorReservation,
  type CounselorReservationFilter,
  type CounselorSessionPage,
  counselorReservationSchema,
  counselorSessionPageSchema,
  type SessionStatus,
  sessionSchema,
} from '@arcana/domain';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// The counselor's reservations (calendar and list) and its sessions (상담 내역, SPEC §9 paging
// with search and filters), and the answers to a request: accept or decline (decline refunds).

type CallOptions = { signal?: AbortSignal };

export type CounselorReservationsQuery = {
  status?: CounselorReservationFilter;
  /** Seoul days YYYY-MM-DD of the slot, both included. */
  from?: string;
  to?: string;
};

export type CounselorSessionsQuery = {
  currentPage?: number;
  pageSize?: number;
  sort?: 'ASC' | 'DESC';
  sortKey?: 'updatedAt' | 'startTime';
  search?: string;
  /** One status or several. */
  status?: SessionStatus[];
  type?: CounselingType;
};

const reservationsSchema = v.array(counselorReservationSchema);

export function fetchCounselorReservations(
  query: CounselorReservationsQuery = {},
  options: CallOptions = {},
): Promise<CounselorReservation[]> {
  return apiFetch('/api/client/counselor/reservations', {
    query,
    schema: reservationsSchema,
    ...options,
  });
}

export function fetchCounselorSessions(
  query: CounselorSessionsQuery = {},
  options: CallOptions = {},
): Promise<CounselorSessionPage> {
  const { status, search, ...rest } = query;
  return apiFetch('/api/client/counselor/sessions', {
    query: {
      ...rest,
      ...(status && status.length > 0 ? { status: status.join(',') } : {}),
      ...(search?.trim() ? { search: search.trim() } : {}),
    },
    schema: counselorSessionPageSchema,
    ...options,
  });
}

/** 409 (the wait ran out, already answered) is explained in place, so the calls are silent. */
export function acceptCounselorSession(id: number) {
  return apiFetch(`/api/client/counselor/sessions/${id}/accept`, {
    method: 'PATCH',
    schema: sessionSchema,
    silent: true,
  });
}

export function declineCounselorSession(id: number) {
  return apiFetch(`/api/client/counselor/sessions/${id}/decline`, {
    method: 'PATCH',
    schema: sessionSchema,
    silent: true,
  });
}

const reservationsKey = () => [...counselorOfficeQueries.all(), 'reservations'] as const;
const sessionsKey = () => [...counselorOfficeQueries.all(), 'sessions'] as const;

export const counselorSessionQueries = {
  reservationsAll: reservationsKey,
  sessionsAll: sessionsKey,
  reservations: (query: CounselorReservationsQuery = {}) =>
    queryOptions({
      queryKey: [...reservationsKey(), query] as const,
      queryFn: ({ signal }) => fetchCounselorReservations(query, { signal }),
      placeholderData: keepPreviousData,
    }),
  sessions: (query: CounselorSessionsQuery = {}) =>
    queryOptions({
      queryKey: [...sessionsKey(), query] as const,
      queryFn: ({ signal }) => fetchCounselorSessions(query, { signal }),
      placeholderData: keepPreviousData,
    }),
};

function answerWrite(name: string, write: (id: number) => Promise<unknown>) {
  return () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), name],
      mutationFn: write,
      onSettled: (_answer, _error, _id, _result, { client }) => {
        void client.invalidateQueries({ queryKey: reservationsKey() });
        void client.invalidateQueries({ queryKey: sessionsKey() });
      },
    });
}

export const counselorSessionMutations = {
  accept: answerWrite('session-accept', (id) => acceptCounselorSession(id)),
  decline: answerWrite('session-decline', (id) => declineCounselorSession(id)),
};
