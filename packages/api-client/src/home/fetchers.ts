import { homeSchema } from '@arcana/domain';
import { apiFetch } from '../http';

type CallOptions = { signal?: AbortSignal };

/**
 * GET /api/public/home: today's card and every section of the home in one request. Silent: the
 * home draws each section's error state with a retry itself. The card follows the caller (the
 * bearer when logged in, else the api's anonymous-id cookie).
 */
export function fetchHome(options: CallOptions = {}) {
  return apiFetch('/api/public/home', { schema: homeSchema, silent: true, ...options });
}
