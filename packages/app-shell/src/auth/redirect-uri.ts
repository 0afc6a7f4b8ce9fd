import { deleteCookie, readCookie, writeCookie } from '@arcana/api-client';
import { REDIRECT_URI_COOKIE } from '@arcana/domain';

/** Long enough for a join or a social-login round trip, short enough not to surprise later. */
export const REDIRECT_URI_COOKIE_MAX_AGE_SECONDS = 30 * 60;

const BASE = 'http://arcana.invalid';

/**
 * A redirect target is only ever a path of this app: '/me?tab=1' passes; 'https://evil.test',
 * '//evil.test', '/\\evil.test' and 'javascript:…' do not (open-redirect guard). Gives the
 * normalised path + search + hash, or null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page for a guest who wanted `path` (SPEC §2: /login?redirectUri=<path>). */
export function loginHref(path: string, loginPath = '/login'): string {
  const target = safeRedirectPath(path);
  if (!target || target === '/' || target.startsWith(loginPath)) return loginPath;
  return `${loginPath}?${REDIRECT_URI_COOKIE.queryParam}=${encodeURIComponent(target)}`;
}

/** SPEC §2: the redirectUri query is remembered in a cookie (it survives the join and social trips). */
export function rememberRedirectUri(value: string | null | undefined): void {
  const target = safeRedirectPath(value);
  if (!target) return;
  writeCookie(REDIRECT_URI_COOKIE.name, target, {
    maxAgeSeconds: REDIRECT_URI_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'Strict',
  });
}

/** The remembered target, if any, without using it up. */
export function rememberedRedirectUri(): string | null {
  return safeRedirectPath(readCookie(REDIRECT_URI_COOKIE.name));
}

/**
 * Where to go after login: the redirectUri query, else the remembered cookie, else '/'.
 * Using it forgets the cookie so a later login does not land there again.
 */
export function takeRedirectUri(search: string | URLSearchParams = ''): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target =
    safeRedirectPath(params.get(REDIRECT_URI_COOKIE.queryParam)) ?? rememberedRedirectUri();
  deleteCookie(REDIRECT_URI_COOKIE.name);
  return target ?? '/';
}

/** SPEC §2: logout from a /me page goes home (the page needs a login); elsewhere it reloads. */
export function afterLogoutAction(pathname: string): 'home' | 'reload' {
  return pathname === '/me' || pathname.startsWith('/me/') ? 'home' : 'reload';
}
