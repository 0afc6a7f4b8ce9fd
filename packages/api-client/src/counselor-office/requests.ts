import {
  type CounselorReservation,
  type CounselorSelf,
  type CounselorStatus,
  counselorProfileSchema,
  counselorReservationSchema,
} from '@arcana/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiFetch } from '../http';
import { sessionQueries } from '../sessions/queries';
import { counselorOfficeQueries } from './profile-queries';
import {
  acceptCounselorSession,
  counselorSessionQueries,
  declineCounselorSession,
} from './reservations';

// The counselor's incoming IMMEDIATE requests (DESIGN "Incoming requests") and its status switch.
// The requests live under the active sessions' key: every session-type notification (a request
// arriving, a user cancelling) refreshes them through the realtime provider.

type CallOptions = { signal?: AbortSignal };
const requestsSchema = v.array(counselorReservationSchema);

export function fetchCounselorRequests(options: CallOptions = {}): Promise<CounselorReservation[]> {
  return apiFetch('/api/client/counselor/sessions/requests', {
    schema: requestsSchema,
    ...options,
  });
}

/** PATCH /api/client/counselor/status: ON, OFF or BUSY (COUNSELING is the system's). */
export function setCounselorStatus(status: Exclude<CounselorStatus, 'COUNSELING'>) {
  return apiFetch('/api/client/counselor/status', {
    method: 'PATCH',
    body: { status },
    schema: counselorProfileSchema,
  });
}

const requestsKey = () => [...sessionQueries.activeAll(), 'requests'] as const;

export const counselorRequestQueries = {
  list: () =>
    queryOptions({
      queryKey: requestsKey(),
      queryFn: ({ signal }) => fetchCounselorRequests({ signal }),
    }),
};

function requestAnswer(name: string, write: (id: number) => Promise<unknown>) {
  return () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), name],
      mutationFn: write,
      onSettled: (_answer, _error, _id, _result, { client }) => {
        void client.invalidateQueries({ queryKey: requestsKey() });
        void client.invalidateQueries({ queryKey: sessionQueries.activeAll() });
        void client.invalidateQueries({ queryKey: counselorSessionQueries.sessionsAll() });
      },
    });
}

export const counselorRequestMutations = {
  accept: requestAnswer('request-accept', (id) => acceptCounselorSession(id)),
  decline: requestAnswer('request-decline', (id) => declineCounselorSession(id)),
  setStatus: () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), 'status'],
      mutationFn: (status: Exclude<CounselorStatus, 'COUNSELING'>) => setCounselorStatus(status),
      onSuccess: (profile, _status, _result, { client }) => {
        client.setQueryData<CounselorSelf>(counselorOfficeQueries.self().queryKey, (old) =>
          old ? { ...old, status: profile.status } : old,
        );
      },
    }),
};
