// Who the visitor is (SPEC §4 "Authentication", §6 roles) and when to refresh the token.
import { REFRESH_DUE_FRACTION } from './constants/auth';
import type { User } from './schemas/user';

/** ADMIN: the operator (DESIGN "Admin"): /api/admin and `pnpm admin`. */
export const ROLES = ['USER', 'COUNSELOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** What the client holds before login and after logout or account deletion. */
export const GUEST_USER: Readonly<User> = Object.freeze({
  id: 0,
  name: 'Guest',
  username: 'Guest',
  displayName: 'Guest',
  email: '',
  emailVerified: false,
  mobile: '',
  mobileVerified: false,
  enabled: false,
  point: 0,
  roles: [],
  createdAt: null,
  lastActivityAt: null,
  fcmTokens: [],
  enabledNotificationPush: true,
  enabledNotificationEmail: true,
  enabledEventPush: true,
  enabledEventEmail: true,
  enabledAdEmail: true,
  enabledAdPush: true,
  identityVerified: false,
});

type RoleHolder = { roles: readonly string[]; enabled: boolean };

/** Roles include USER and the account is enabled; anyone else is a guest. */
export function isAuthenticatedUser(user: RoleHolder): boolean {
  return user.enabled && user.roles.includes('USER');
}

/** Roles include COUNSELOR and the account is enabled. */
export function isCounselorUser(user: RoleHolder): boolean {
  return user.enabled && user.roles.includes('COUNSELOR');
}

export type TokenTiming = {
  refreshToken: string | null | undefined;
  /** Epoch milliseconds; null or undefined when the issue time is unknown. */
  issuedAt: number | null | undefined;
  /** Seconds. */
  expiresIn: number | null | undefined;
};

/**
 * Due when a refresh token exists and either the issue time is unknown or more than half of
 * expiresIn has elapsed. An unreadable issuedAt or expiresIn counts as unknown: refreshing
 * early is harmless, holding an expired token is not.
 */
export function isRefreshDue(tokens: TokenTiming, nowMs: number): boolean {
  if (!tokens.refreshToken) return false;
  const { issuedAt, expiresIn } = tokens;
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return true;
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)) return true;
  return nowMs - issuedAt > expiresIn * 1000 * REFRESH_DUE_FRACTION;
}
