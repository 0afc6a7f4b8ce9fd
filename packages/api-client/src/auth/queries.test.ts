import { GUEST_USER } from '@arcana/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, jsonResponse } from '../test/fake-browser';
import { onLoggedOut } from './auth-events';
import { authMutations, authQueries, meQueries } from './queries';
import { startSession } from './session';
import { clearTokens, readTokens } from './token-store';

const user = {
  ...GUEST_USER,
  id: 7,
  name: '데모 사용자',
  username: 'demo-user',
  displayName: '데모',
  enabled: true,
  roles: ['USER'],
};
const login = {
  user,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  issuedAt: Date.now(),
  expiresIn: 3600,
};

const fetchMock = vi.fn<typeof fetch>();
let browser: ReturnType<typeof installFakeBrowser>;

beforeEach(() => {
  browser = installFakeBrowser();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearTokens();
});

describe('meQueries.current', () => {
  it("is the guest default under ['me'] without any call when nobody is logged in", async () => {
    const options = meQueries.current();

    const data = await new QueryClient().fetchQuery(options);

    expect(options.queryKey).toEqual(['me']);
    expect(data).toEqual(GUEST_USER);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /api/client/me with the token and validates the answer', async () => {
    startSession(login, { rememberMe: false });
    fetchMock.mockResolvedValue(jsonResponse({ ...user, unknownField: 'dropped' }));

    const data = await new QueryClient().fetchQuery(meQueries.current());

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/me');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer access-1',
    );
    expect(data).toEqual(user);
  });

  it('turns a 401 into the guest and logs out', async () => {
    startSession(login, { rememberMe: false });
    const loggedOut = vi.fn();
    const unsubscribe = onLoggedOut(loggedOut);
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, code: 'UNAUTHENTICATED', message: '로그인이 필요해요.' }, 401),
    );

    const data = await new QueryClient().fetchQuery(meQueries.current());
    unsubscribe();

    expect(data).toEqual(GUEST_USER);
    expect(loggedOut).toHaveBeenCalledWith('unauthorized');
    expect(readTokens().accessToken).toBeUndefined();
  });
});

describe('authMutations', () => {
  it('login posts the fields, stores the tokens and puts the user into the cache', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValue(jsonResponse(login));
    const options = authMutations.login();

    const result = await client
      .getMutationCache()
      .build(client, options)
      .execute({ username: 'demo-user', password: 'demo1234!', rememberMe: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'demo-user',
      password: 'demo1234!',
      rememberMe: true,
    });
    expect(result).toEqual(user);
    expect(client.getQueryData(['me'])).toEqual(user);
    expect(browser.writes.at(-1)).toBe(
      'accessToken=access-1; Max-Age=31536000; Path=/; SameSite=Strict',
    );
  });

  it('logout posts /api/auth/logout?fcm= and clears the tokens even when the call fails', async () => {
    startSession(login, { rememberMe: false });
    const client = new QueryClient();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response(null, { status: 503 }));

    await client.getMutationCache().build(client, authMutations.logout()).execute('fcm-1');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout?fcm=fcm-1');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer access-1',
    );
    expect(readTokens()).toEqual({
      accessToken: undefined,
      refreshToken: undefined,
      issuedAt: undefined,
      expiresIn: undefined,
    });
  });

  it('socialLogin stores a LOGGED_IN answer and hands a JOIN_REQUIRED ticket back', async () => {
    const client = new QueryClient();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ result: 'JOIN_REQUIRED', joinToken: 'jt', profile: { name: '', email: '' } }),
    );
    const ticket = await client
      .getMutationCache()
      .build(client, authMutations.socialLogin())
      .execute({ provider: 'KAKAO', code: 'c', state: 's' });
    expect(ticket).toEqual({
      result: 'JOIN_REQUIRED',
      joinToken: 'jt',
      profile: { name: '', email: '' },
    });
    expect(readTokens().accessToken).toBeUndefined();

    fetchMock.mockResolvedValueOnce(jsonResponse({ result: 'LOGGED_IN', login }));
    await client
      .getMutationCache()
      .build(client, authMutations.socialLogin())
      .execute({ provider: 'KAKAO', code: 'c', state: 's' });
    expect(readTokens().accessToken).toBe('access-1');
    expect(client.getQueryData(['me'])).toEqual(user);
  });
});

it('authQueries ask the providers and the username availability', async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse({ kakao: true, google: false }));
  fetchMock.mockResolvedValueOnce(jsonResponse({ available: false }));
  const client = new QueryClient();

  const providers = await client.fetchQuery(authQueries.socialProviders());
  const availability = await client.fetchQuery(authQueries.usernameAvailable('demo-user'));

  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/auth/social/providers',
    '/api/auth/username-available?username=demo-user',
  ]);
  expect(providers).toEqual({ kakao: true, google: false });
  expect(availability).toEqual({ available: false });
  expect(authQueries.usernameAvailable('demo-user').queryKey).toEqual([
    'auth',
    'username-available',
    'demo-user',
  ]);
});
