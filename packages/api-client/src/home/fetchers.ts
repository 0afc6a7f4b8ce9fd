import { ApiError } from '../errors';
import { apiFetch } from '../http';
import { INVALID_RESPONSE_MESSAGE } from '../messages';
import { readHome } from './read-home';

type CallOptions = { signal?: AbortSignal };

/**
 * GET /api/public/home: today's card and every section of the home in one request. Silent: the
 * home draws each section's error state with a retry itself. The card follows the caller (the
 * bearer when logged in, else the api's anonymous-id cookie). Read by its outline (read-home.ts).
 */
export async function fetchHome(options: CallOptions = {}) {
  const data = await apiFetch('/api/public/home', { silent: true, ...options });
  const home = readHome(data);
  if (!home) {
    console.error('Unexpected response shape from GET /api/public/home');
    throw new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  return home;
}
