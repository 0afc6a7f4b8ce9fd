import { isRefreshDue } from '@arcana/domain';
import { isApiError } from '../errors';
import { apiFetch, setRequestPreparer } from '../http';
import { notifyLoggedOut, notifyTokensRefreshed } from './auth-events';
import { clearTokens, readTokens, saveTokens } from './token-store';

export const REFRESH_PATH = '/api/auth/refresh';
/** How often a visible tab checks whether its token is due. */
export const REFRESH_CHECK_INTERVAL_MS = 60_000;
const REFRESH_LOCK_NAME = 'arcana.auth.refresh';

/**
 * SPEC §4 plus one case: a refresh token without an access cookie (the one-day cookie ran out
 * while the refresh family lives on) is due as well, or every request would go out anonymous.
 */
export function isTokenRefreshDue(nowMs: number = Date.now()): boolean {
  const tokens = readTokens();
  if (!tokens.refreshToken) return false;
  if (!tokens.accessToken) return true;
  return isRefreshDue(tokens, nowMs);
}

type LockManagerLike = {
  request(name: string, callback: () => Promise<boolean>): Promise<boolean>;
};

/**
 * Refresh tokens rotate and a reused one revokes the family, so two tabs must never refresh
 * at once: the Web Locks API serialises them across tabs where it exists.
 */
function withCrossTabLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

async function runRefresh(onlyWhenDue: boolean): Promise<boolean> {
  // Read again inside the lock: another tab may have rotated the token meanwhile.
  if (onlyWhenDue && !isTokenRefreshDue()) return Boolean(readTokens().refreshToken);
  const { refreshToken } = readTokens();
  if (!refreshToken) return false;
  try {
    const { loginResponseSchema } = await import('./account-schemas');
    const response = await apiFetch(REFRESH_PATH, {
      headers: { Authorization: `Bearer ${refreshToken}` },
      schema: loginResponseSchema,
      silent: true,
    });
    saveTokens(response);
    notifyTokensRefreshed(response);
    return true;
  } catch (error) {
    // The api refused the token (expired, revoked, reused): the session is over. A network
    // failure or a 5xx is no verdict on the token, so the next check tries again.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      clearTokens();
      notifyLoggedOut('refresh-failed');
    } else {
      console.warn('Token refresh failed; trying again later', error);
    }
    return false;
  }
}

let inFlight: Promise<boolean> | null = null;

function refreshOnce(onlyWhenDue: boolean): Promise<boolean> {
  inFlight ??= withCrossTabLock(() => runRefresh(onlyWhenDue)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Refreshes now; concurrent callers share one request. Resolves true when tokens are fresh. */
export function refreshTokens(): Promise<boolean> {
  return refreshOnce(false);
}

/** Refreshes only when due (SPEC §4); concurrent callers share one request. */
export async function refreshIfDue(nowMs: number = Date.now()): Promise<void> {
  if (!isTokenRefreshDue(nowMs)) return;
  await refreshOnce(true);
}

/**
 * Makes every apiFetch (except /api/auth/* and calls that bring their own Authorization)
 * wait for a due refresh first. Returns the uninstall function.
 */
export function installAuthRefresh(): () => void {
  return setRequestPreparer(() => refreshIfDue());
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * The refresh hook plus a timer: every minute while the tab is visible, and whenever it
 * becomes visible again, a due token is refreshed. Returns the stop function.
 */
export function startTokenRefresh(intervalMs: number = REFRESH_CHECK_INTERVAL_MS): () => void {
  const uninstall = installAuthRefresh();
  const check = () => {
    if (isVisible()) void refreshIfDue();
  };
  const timer = setInterval(check, intervalMs);
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) document.addEventListener('visibilitychange', check);
  check();
  return () => {
    clearInterval(timer);
    if (hasDocument) document.removeEventListener('visibilitychange', check);
    uninstall();
  };
}
