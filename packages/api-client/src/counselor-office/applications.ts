import { type Application, type ApplicationRequest, applicationSchema } from '@arcana/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiFetch } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// Counselor applications (issue 11): the web app's /counselor/application applies and shows the
// latest application's status. Never having applied is no error here: the read answers null.

type CallOptions = { signal?: AbortSignal };

const BASE = '/api/client/counselor-applications';

const latestSchema = v.nullable(applicationSchema);

/** GET /api/client/counselor-applications/me: the latest application, or null before any. */
export function fetchMyCounselorApplication(
  options: CallOptions = {},
): Promise<Application | null> {
  return apiFetch(`${BASE}/me`, { schema: latestSchema, silent: true, ...options });
}

/**
 * POST /api/client/counselor-applications. Silent: the form explains its refusals in place
 * (APPLICATION_PENDING, ALREADY_COUNSELOR, NAME_TAKEN, a field's VALIDATION_FAILED).
 */
export function submitCounselorApplication(request: ApplicationRequest): Promise<Application> {
  return apiFetch(BASE, {
    method: 'POST',
    body: request,
    schema: applicationSchema,
    silent: true,
  });
}

// Under ['me', …] on purpose: whatever invalidates the signed-in user (login, logout) also
// drops the application of the previous account.
export const counselorApplicationQueries = {
  all: () => ['me', 'counselor-application'] as const,
  mine: () =>
    queryOptions({
      queryKey: counselorApplicationQueries.all(),
      queryFn: ({ signal }) => fetchMyCounselorApplication({ signal }),
    }),
};

export const counselorApplicationMutations = {
  /** The answer becomes the latest application; the applicant's counselor profile (level 0) is stale. */
  submit: () =>
    mutationOptions({
      mutationKey: [...counselorApplicationQueries.all(), 'submit'],
      mutationFn: (request: ApplicationRequest) => submitCounselorApplication(request),
      onSuccess: (application, _variables, _result, { client }) => {
        client.setQueryData(counselorApplicationQueries.mine().queryKey, application);
        void client.invalidateQueries({
          queryKey: counselorOfficeQueries.self().queryKey,
          exact: true,
        });
      },
    }),
};
