import { ACCESS_TOKEN_COOKIE, type LoginResponse, REMEMBER_ME_COOKIE } from '@arcana/domain';
import { deleteCookie, readCookie, writeCookie } from '../cookies';

/** DESIGN "Tokens": refreshToken, issuedAt and expiresIn live in local storage under this key. */
export const AUTH_STORAGE_KEY = 'arcana.auth';

export type StoredTokens = {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  /** Epoch milliseconds; undefined when unknown. */
  issuedAt: number | undefined;
  /** Seconds; undefined when unknown. */
  expiresIn: number | undefined;
};

type StoredRefresh = Omit<StoredTokens, 'accessToken'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Blocked storage (privacy modes, some webviews) throws on access.
    return null;
  }
}

function readStoredRefresh(): StoredRefresh {
  const empty = { refreshToken: undefined, issuedAt: undefined, expiresIn: undefined };
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(AUTH_STORAGE_KEY);
  } catch {
    return empty;
  }
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : undefined,
      issuedAt: typeof value.issuedAt === 'number' ? value.issuedAt : undefined,
      expiresIn: typeof value.expiresIn === 'number' ? value.expiresIn : undefined,
    };
  } catch {
    return empty;
  }
}

export function readTokens(): StoredTokens {
  return { accessToken: readCookie(ACCESS_TOKEN_COOKIE.name), ...readStoredRefresh() };
}

/** Something to send or refresh: an access token or a refresh token is held. */
export function hasStoredSession(): boolean {
  const tokens = readTokens();
  return Boolean(tokens.accessToken || tokens.refreshToken);
}

/** SPEC §9: one year when the rememberMe cookie is set, else one day. */
export function accessTokenMaxAgeSeconds(): number {
  return readCookie(REMEMBER_ME_COOKIE.name)
    ? ACCESS_TOKEN_COOKIE.rememberMaxAgeSeconds
    : ACCESS_TOKEN_COOKIE.defaultMaxAgeSeconds;
}

/**
 * Remembers the login choice. The cookie lives as long as the longest token it can ask for,
 * so a refresh months later still writes the one-year cookie.
 */
export function setRememberMe(rememberMe: boolean): void {
  if (rememberMe) {
    writeCookie(REMEMBER_ME_COOKIE.name, '1', {
      maxAgeSeconds: ACCESS_TOKEN_COOKIE.rememberMaxAgeSeconds,
      path: ACCESS_TOKEN_COOKIE.path,
      sameSite: ACCESS_TOKEN_COOKIE.sameSite,
    });
  } else {
    deleteCookie(REMEMBER_ME_COOKIE.name, ACCESS_TOKEN_COOKIE.path);
  }
}

/** Stores a login, join, social login or refresh answer. */
export function saveTokens(
  response: Pick<LoginResponse, 'accessToken' | 'refreshToken' | 'issuedAt' | 'expiresIn'>,
): void {
  writeCookie(ACCESS_TOKEN_COOKIE.name, response.accessToken, {
    maxAgeSeconds: accessTokenMaxAgeSeconds(),
    path: ACCESS_TOKEN_COOKIE.path,
    sameSite: ACCESS_TOKEN_COOKIE.sameSite,
    secure: ACCESS_TOKEN_COOKIE.secure,
  });
  const refresh: StoredRefresh = {
    refreshToken: response.refreshToken,
    issuedAt: response.issuedAt,
    expiresIn: response.expiresIn,
  };
  try {
    storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(refresh));
  } catch (error) {
    console.warn('Could not keep the refresh token', error);
  }
}

/** SPEC §4: logout clears both tokens (and the remember-me choice that belonged to them). */
export function clearTokens(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE.name, ACCESS_TOKEN_COOKIE.path);
  deleteCookie(REMEMBER_ME_COOKIE.name, ACCESS_TOKEN_COOKIE.path);
  try {
    storage()?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}
