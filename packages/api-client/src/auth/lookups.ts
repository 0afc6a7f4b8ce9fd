import { socialProvidersSchema } from '@arcana/domain';
import * as v from 'valibot';
import { apiFetch } from '../http';

// The two read-only /api/auth calls behind authQueries, apart from fetchers.ts: the login page
// asks for the social providers on its first visit, and must not bring along every other auth
// call and the account schemas they answer with (DESIGN "Budgets").

const usernameAvailableSchema = v.object({ available: v.boolean() });

/** GET /api/auth/username-available?username= → { available }. */
export function usernameAvailable(username: string, signal?: AbortSignal) {
  return apiFetch('/api/auth/username-available', {
    query: { username },
    schema: usernameAvailableSchema,
    signal,
    silent: true,
  });
}

/** GET /api/auth/social/providers → { kakao, google }: only configured providers are offered. */
export function socialProviders(signal?: AbortSignal) {
  return apiFetch('/api/auth/social/providers', {
    schema: socialProvidersSchema,
    signal,
    silent: true,
  });
}
