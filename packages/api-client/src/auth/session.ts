import { GUEST_USER, type LoginResponse, type User } from '@arcana/domain';
import { isApiError, reportApiError } from '../errors';
import { apiFetch } from '../http';
import { type LoggedOutReason, notifyLoggedOut } from './auth-events';
import { clearTokens, hasStoredSession, saveTokens, setRememberMe } from './token-store';

/** Stores a login answer (login, join, social login or join) and gives its user. */
export function startSession(response: LoginResponse, options: { rememberMe: boolean }): User {
  // The remember-me cookie first: it decides the lifetime of the access cookie written next.
  setRememberMe(options.rememberMe);
  saveTokens(response);
  return response.user;
}

/** Forgets both tokens and tells the onLoggedOut listeners (SPEC §4). */
export function endSession(reason: LoggedOutReason): void {
  clearTokens();
  notifyLoggedOut(reason);
}

/**
 * GET /api/client/me → User; the guest default when nobody is logged in (no call at all), and
 * when the api no longer accepts the token (401: the session has ended elsewhere).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  if (!hasStoredSession()) return GUEST_USER;
  try {
    const { userSchema } = await import('./account-schemas');
    return await apiFetch('/api/client/me', { schema: userSchema, signal, silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      endSession('unauthorized');
      return GUEST_USER;
    }
    if (isApiError(error)) reportApiError(error);
    throw error;
  }
}
