import {
  type CounselorDateException,
  counselorDateExceptionSchema,
  type DateExceptionRequest,
  type WeeklyHoursList,
  type WeeklyHoursRequest,
  weeklyHoursListSchema,
} from '@arcana/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { counselingQueries } from '../counseling/queries';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// The counselor's own available times: weekly hours (replaced as a whole) and dated exceptions
// (closed days, extra hours). Writes answer the whole list; the public calendars go stale.

type CallOptions = { signal?: AbortSignal };
const BASE = '/api/client/counselor/available-times';
const exceptionsSchema = v.array(counselorDateExceptionSchema);

export function fetchCounselorWeeklyHours(options: CallOptions = {}): Promise<WeeklyHoursList> {
  return apiFetch(`${BASE}/weekly`, { schema: weeklyHoursListSchema, ...options });
}

/** 400 (off the grid, overlapping) is explained next to the hours, so the call is silent. */
export function saveCounselorWeeklyHours(request: WeeklyHoursRequest): Promise<WeeklyHoursList> {
  return apiFetch(`${BASE}/weekly`, {
    method: 'PUT',
    body: request,
    schema: weeklyHoursListSchema,
    silent: true,
  });
}

export function fetchCounselorDateExceptions(
  options: CallOptions = {},
): Promise<CounselorDateException[]> {
  return apiFetch(`${BASE}/exceptions`, { schema: exceptionsSchema, ...options });
}

/** 409 (the date clashes) and 400 are shown in the dialog, so the call is silent. */
export function addCounselorDateException(request: DateExceptionRequest) {
  return apiFetch(`${BASE}/exceptions`, {
    method: 'POST',
    body: request,
    schema: exceptionsSchema,
    silent: true,
  });
}

export function deleteCounselorDateException(id: number) {
  return apiFetch(`${BASE}/exceptions/${id}`, { method: 'DELETE', schema: exceptionsSchema });
}

export const availableTimesQueries = {
  weekly: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'available-times', 'weekly'] as const,
      queryFn: ({ signal }) => fetchCounselorWeeklyHours({ signal }),
    }),
  exceptions: () =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'available-times', 'exceptions'] as const,
      queryFn: ({ signal }) => fetchCounselorDateExceptions({ signal }),
    }),
};

function timesWrite<TVariables, TAnswer>(
  name: string,
  queryKey: readonly unknown[],
  write: (variables: TVariables) => Promise<TAnswer>,
) {
  return () =>
    mutationOptions({
      mutationKey: [...counselorOfficeQueries.all(), name],
      mutationFn: write,
      onSuccess: (answer, _variables, _result, { client }) => {
        client.setQueryData(queryKey, answer);
        void client.invalidateQueries({ queryKey: counselingQueries.all() });
      },
    });
}

export const availableTimesMutations = {
  saveWeekly: timesWrite(
    'weekly-hours',
    availableTimesQueries.weekly().queryKey,
    (request: WeeklyHoursRequest) => saveCounselorWeeklyHours(request),
  ),
  addException: timesWrite(
    'exception-add',
    availableTimesQueries.exceptions().queryKey,
    (request: DateExceptionRequest) => addCounselorDateException(request),
  ),
  deleteException: timesWrite(
    'exception-delete',
    availableTimesQueries.exceptions().queryKey,
    (id: number) => deleteCounselorDateException(id),
  ),
};
