import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from './login-response';
import { userSchema } from './user';

const demoUser = {
  id: 1,
  name: '김데모',
  username: 'demo-user',
  displayName: '데모',
  email: 'demo@example.com',
  emailVerified: true,
  mobile: '01000000001',
  mobileVerified: true,
  enabled: true,
  point: 1200,
  roles: ['USER'],
  createdAt: '2026-01-01T00:00:00Z',
  lastActivityAt: '2026-11-22T15:00:00+09:00',
  fcmTokens: [],
  enabledNotificationPush: true,
  enabledNotificationEmail: false,
  enabledEventPush: true,
  enabledEventEmail: false,
  enabledAdEmail: false,
  enabledAdPush: false,
  identityVerified: false,
};

describe('userSchema', () => {
  it('accepts a full user and keeps it unchanged', () => {
    expect(v.parse(userSchema, demoUser)).toEqual(demoUser);
  });

  it.each([
    ['null dates', { createdAt: null, lastActivityAt: null }, true],
    ['a role this client does not know', { roles: ['USER', 'ADMIN'] }, true],
    ['a local time without offset', { createdAt: '2026-01-01T09:00:00' }, true],
    ['a negative id', { id: -1 }, false],
    ['a fractional id', { id: 1.5 }, false],
    ['a string id', { id: '1' }, false],
    ['roles not a list', { roles: 'USER' }, false],
    ['enabled as string', { enabled: 'true' }, false],
    ['a garbage date', { createdAt: 'yesterday' }, false],
    ['a missing flag', { identityVerified: undefined }, false],
  ])('%s → %s', (_case, change, ok) => {
    expect(v.safeParse(userSchema, { ...demoUser, ...change }).success).toBe(ok);
  });
});

describe('loginResponseSchema', () => {
  const login = {
    user: demoUser,
    accessToken: 'a.b.c',
    refreshToken: 'opaque',
    issuedAt: 1_763_791_200_000,
    expiresIn: 3600,
  };

  it('accepts a login response', () => {
    expect(v.parse(loginResponseSchema, login)).toEqual(login);
  });

  it.each([
    ['no access token', { accessToken: '' }],
    ['no refresh token', { refreshToken: undefined }],
    ['issuedAt as ISO string', { issuedAt: '2026-11-22T00:00:00Z' }],
    ['expiresIn zero', { expiresIn: 0 }],
    ['a broken user', { user: { id: 1 } }],
  ])('rejects %s', (_case, change) => {
    expect(v.safeParse(loginResponseSchema, { ...login, ...change }).success).toBe(false);
  });
});
