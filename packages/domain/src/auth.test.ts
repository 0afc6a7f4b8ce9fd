import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GUEST_USER, isAuthenticatedUser, isCounselorUser, isRefreshDue, ROLES } from './auth';
import { userSchema } from './schemas/user';

describe('GUEST_USER', () => {
  it('is the SPEC §3 guest default', () => {
    expect(GUEST_USER).toEqual({
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
  });

  it('passes the user schema', () => {
    expect(v.parse(userSchema, GUEST_USER)).toEqual(GUEST_USER);
  });

  it('is neither an authenticated user nor a counselor', () => {
    expect(isAuthenticatedUser(GUEST_USER)).toBe(false);
    expect(isCounselorUser(GUEST_USER)).toBe(false);
  });
});

describe('role predicates', () => {
  it('knows the roles USER, COUNSELOR and ADMIN', () => {
    expect(ROLES).toEqual(['USER', 'COUNSELOR', 'ADMIN']);
  });

  it.each([
    [[], true, false, false],
    [['USER'], true, true, false],
    [['USER'], false, false, false],
    [['COUNSELOR'], true, false, true],
    [['COUNSELOR'], false, false, false],
    [['USER', 'COUNSELOR'], true, true, true],
    [['USER', 'COUNSELOR'], false, false, false],
    [['ADMIN'], true, false, false],
    [['user'], true, false, false],
  ])('roles %j enabled %s → user %s, counselor %s', (roles, enabled, user, counselor) => {
    expect(isAuthenticatedUser({ roles, enabled })).toBe(user);
    expect(isCounselorUser({ roles, enabled })).toBe(counselor);
  });
});

describe('isRefreshDue', () => {
  const issuedAt = 1_700_000_000_000;

  it.each([
    [
      'no refresh token',
      { refreshToken: null, issuedAt, expiresIn: 3600 },
      issuedAt + 3_000_000,
      false,
    ],
    ['empty refresh token', { refreshToken: '', issuedAt: null, expiresIn: 3600 }, issuedAt, false],
    [
      'undefined refresh token',
      { refreshToken: undefined, issuedAt: undefined, expiresIn: 3600 },
      issuedAt,
      false,
    ],
    ['issue time null', { refreshToken: 'r', issuedAt: null, expiresIn: 3600 }, issuedAt, true],
    [
      'issue time undefined',
      { refreshToken: 'r', issuedAt: undefined, expiresIn: 3600 },
      issuedAt,
      true,
    ],
    [
      'issue time NaN',
      { refreshToken: 'r', issuedAt: Number.NaN, expiresIn: 3600 },
      issuedAt,
      true,
    ],
    ['expiresIn unknown', { refreshToken: 'r', issuedAt, expiresIn: null }, issuedAt, true],
    ['just issued', { refreshToken: 'r', issuedAt, expiresIn: 3600 }, issuedAt, false],
    [
      '1799 s elapsed',
      { refreshToken: 'r', issuedAt, expiresIn: 3600 },
      issuedAt + 1_799_000,
      false,
    ],
    [
      'exactly half elapsed',
      { refreshToken: 'r', issuedAt, expiresIn: 3600 },
      issuedAt + 1_800_000,
      false,
    ],
    [
      '1 ms past half',
      { refreshToken: 'r', issuedAt, expiresIn: 3600 },
      issuedAt + 1_800_001,
      true,
    ],
    ['long expired', { refreshToken: 'r', issuedAt, expiresIn: 3600 }, issuedAt + 90_000_000, true],
    [
      'short token past half',
      { refreshToken: 'r', issuedAt, expiresIn: 60 },
      issuedAt + 31_000,
      true,
    ],
  ])('%s → %s', (_case, tokens, nowMs, expected) => {
    expect(isRefreshDue(tokens, nowMs)).toBe(expected);
  });
});
