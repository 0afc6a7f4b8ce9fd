import { sessionSchema } from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

const activeSessionsSchema = v.array(sessionSchema);

/**
 * The caller's sessions as a user that the alert may show: PREPARING, IN_PROGRESS and
 * SCHEDULED ones starting soon. Silent: a failed background refresh keeps the last answer.
 */
export function fetchMyActiveSessions(signal?: AbortSignal) {
  return apiFetch('/api/client/counseling/sessions/me/active', {
    signal,
    silent: true,
    schema: activeSessionsSchema,
  });
}

/** The same for the caller's counselor row (COUNSELOR role only). */
export function fetchCounselorActiveSessions(signal?: AbortSignal) {
  return apiFetch('/api/client/counselor/sessions/active', {
    signal,
    silent: true,
    schema: activeSessionsSchema,
  });
}
