// Cookies and request limits of SPEC §3 "Cookies" and §9.

export const ACCESS_TOKEN_COOKIE = {
  name: 'accessToken',
  sameSite: 'Strict',
  path: '/',
  // Not secure-only so the cookie also works on http://127.0.0.1 in development.
  secure: false,
  /** Used when the rememberMe cookie is set: one year. */
  rememberMaxAgeSeconds: 31_536_000,
  /** Used otherwise: one day. */
  defaultMaxAgeSeconds: 86_400,
} as const;

export const REMEMBER_ME_COOKIE = { name: 'rememberMe' } as const;

/** The redirectUri query parameter is remembered under the same name. */
export const REDIRECT_URI_COOKIE = { name: 'redirectUri', queryParam: 'redirectUri' } as const;

/** Per-day request counter; its value is keyed by `seoulDateKey`. */
export const REQUEST_COUNTER_COOKIE = { name: 'requestCounter', maxAgeSeconds: 604_800 } as const;

export const DAILY_REQUEST_LIMITS = { guest: 3, user: 999 } as const;

/** A token refresh is due once more than this share of expiresIn has elapsed. */
export const REFRESH_DUE_FRACTION = 0.5;

/** Social login providers (SPEC §2). */
export const SOCIAL_PROVIDERS = ['KAKAO', 'GOOGLE'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
