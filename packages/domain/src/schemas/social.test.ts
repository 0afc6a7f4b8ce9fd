import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { socialLinksSchema, socialLoginResponseSchema, socialProvidersSchema } from './social';

const user = {
  id: 7,
  name: '구글 사용자',
  username: '',
  displayName: '구글 사용자',
  email: 'new@example.com',
  emailVerified: false,
  mobile: '01012345678',
  mobileVerified: true,
  enabled: true,
  point: 0,
  roles: ['USER'],
  createdAt: '2025-03-01T09:00:00.000Z',
  lastActivityAt: null,
  fcmTokens: [],
  enabledNotificationPush: true,
  enabledNotificationEmail: true,
  enabledEventPush: true,
  enabledEventEmail: true,
  enabledAdEmail: false,
  enabledAdPush: false,
  identityVerified: false,
  profileImage: null,
};

describe('socialLoginResponseSchema', () => {
  it('reads a login', () => {
    const login = {
      user,
      accessToken: 'a',
      refreshToken: 'r',
      issuedAt: 1740819600000,
      expiresIn: 3600,
    };
    expect(v.parse(socialLoginResponseSchema, { result: 'LOGGED_IN', login })).toEqual({
      result: 'LOGGED_IN',
      login,
    });
  });

  it('reads a join ticket with the provider profile', () => {
    const ticket = { result: 'JOIN_REQUIRED', joinToken: 't', profile: { name: '', email: '' } };
    expect(v.parse(socialLoginResponseSchema, ticket)).toEqual(ticket);
  });

  it('refuses another result and a ticket without a profile', () => {
    expect(v.safeParse(socialLoginResponseSchema, { result: 'MAYBE' }).success).toBe(false);
    expect(
      v.safeParse(socialLoginResponseSchema, { result: 'JOIN_REQUIRED', joinToken: 't' }).success,
    ).toBe(false);
  });
});

describe('socialLinksSchema', () => {
  it('reads the providers on offer and the links', () => {
    const links = {
      providers: { kakao: true, google: false },
      linked: [{ provider: 'KAKAO', email: '', linkedAt: '2025-03-01T09:00:00.000Z' }],
    };
    expect(v.parse(socialLinksSchema, links)).toEqual(links);
  });

  it('refuses an unknown provider and a missing flag', () => {
    expect(
      v.safeParse(socialLinksSchema, {
        providers: { kakao: true, google: true },
        linked: [{ provider: 'NAVER', email: '', linkedAt: '2025-03-01T09:00:00.000Z' }],
      }).success,
    ).toBe(false);
    expect(v.safeParse(socialProvidersSchema, { kakao: true }).success).toBe(false);
  });
});
