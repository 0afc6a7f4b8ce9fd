import { GUEST_USER } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../http';
import { installFakeBrowser, jsonResponse } from '../test/fake-browser';
import { onLoggedOut } from './auth-events';
import { installAuthRefresh, startTokenRefresh } from './refresh';
import { startSession } from './session';
import { clearTokens, readTokens } from './token-store';

const NOW = 1_763_769_600_000;
const user = { ...GUEST_USER, id: 7, username: 'demo-user', enabled: true, roles: ['USER'] };

function loginAt(issuedAt: number, suffix = '1') {
  return {
    user,
    accessToken: `access-${suffix}`,
    refreshToken: `refresh-${suffix}`,
    issuedAt,
    expiresIn: 3600,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let browser: ReturnType<typeof installFakeBrowser>;
let uninstall: () => void = () => {};

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    authorization: new Headers(init?.headers).get('authorization'),
  }));
}

beforeEach(() => {
  browser = installFakeBrowser();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  uninstall();
  clearTokens();
  vi.useRealTimers();
});

describe('refresh before a request', () => {
  it('sends one refresh for three concurrent requests and stores the rotated token', async () => {
    // Issued 31 minutes ago: more than half of 3600 s has passed.
    startSession(loginAt(NOW - 31 * 60_000), { rememberMe: false });
    uninstall = installAuthRefresh();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/refresh'
        ? jsonResponse(loginAt(NOW, '2'))
        : jsonResponse({ ok: true }),
    );

    await Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);

    expect(calls()).toEqual([
      { url: '/api/auth/refresh', authorization: 'Bearer refresh-1' },
      { url: '/api/a', authorization: 'Bearer access-2' },
      { url: '/api/b', authorization: 'Bearer access-2' },
      { url: '/api/c', authorization: 'Bearer access-2' },
    ]);
    expect(readTokens()).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      issuedAt: NOW,
      expiresIn: 3600,
    });
  });

  it('does not refresh while less than half of expiresIn has passed', async () => {
    startSession(loginAt(NOW - 29 * 60_000), { rememberMe: false });
    uninstall = installAuthRefresh();
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));

    await apiFetch('/api/a');

    expect(calls()).toEqual([{ url: '/api/a', authorization: 'Bearer access-1' }]);
  });

  it('refreshes when the one-day cookie is gone but the refresh token lives on', async () => {
    startSession(loginAt(NOW - 60_000), { rememberMe: false });
    browser.jar.delete('accessToken');
    uninstall = installAuthRefresh();
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/refresh'
        ? jsonResponse(loginAt(NOW, '2'))
        : jsonResponse({ ok: true }),
    );

    await apiFetch('/api/a');

    expect(calls()).toEqual([
      { url: '/api/auth/refresh', authorization: 'Bearer refresh-1' },
      { url: '/api/a', authorization: 'Bearer access-2' },
    ]);
  });

  it('lets /api/auth/* calls and calls with their own Authorization skip the refresh', async () => {
    startSession(loginAt(NOW - 31 * 60_000), { rememberMe: false });
    uninstall = installAuthRefresh();
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));

    await apiFetch('/api/auth/logout', { method: 'POST' });
    await apiFetch('/api/a', { headers: { Authorization: 'Bearer mine' } });

    expect(calls()).toEqual([
      { url: '/api/auth/logout', authorization: 'Bearer access-1' },
      { url: '/api/a', authorization: 'Bearer mine' },
    ]);
  });

  it('logs out when the api refuses the refresh token', async () => {
    startSession(loginAt(NOW - 31 * 60_000), { rememberMe: true });
    uninstall = installAuthRefresh();
    const loggedOut = vi.fn();
    const unsubscribe = onLoggedOut(loggedOut);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/auth/refresh'
        ? jsonResponse({ status: 401, code: 'UNAUTHENTICATED', message: '로그인이 필요해요.' }, 401)
        : jsonResponse({ ok: true }),
    );

    await apiFetch('/api/a');
    unsubscribe();

    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(loggedOut).toHaveBeenCalledWith('refresh-failed');
    expect(readTokens().refreshToken).toBeUndefined();
    expect(browser.document.cookie).toBe('');
    // The request itself still goes out, now as a guest.
    expect(calls()[1]).toEqual({ url: '/api/a', authorization: null });
  });

  it('keeps the tokens when the refresh only hit a network failure', async () => {
    startSession(loginAt(NOW - 31 * 60_000), { rememberMe: false });
    uninstall = installAuthRefresh();
    const loggedOut = vi.fn();
    const unsubscribe = onLoggedOut(loggedOut);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return jsonResponse({ ok: true });
    });

    await apiFetch('/api/a');
    unsubscribe();

    expect(loggedOut).not.toHaveBeenCalled();
    expect(readTokens().refreshToken).toBe('refresh-1');
  });
});

describe('refresh on a timer', () => {
  it('checks every 60 s while the tab is visible', async () => {
    startSession(loginAt(NOW), { rememberMe: false });
    fetchMock.mockResolvedValue(jsonResponse(loginAt(NOW + 31 * 60_000, '2')));
    uninstall = startTokenRefresh();

    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toEqual([{ url: '/api/auth/refresh', authorization: 'Bearer refresh-1' }]);
    expect(readTokens().refreshToken).toBe('refresh-2');
  });

  it('waits while the tab is hidden and checks as soon as it becomes visible', async () => {
    startSession(loginAt(NOW), { rememberMe: false });
    fetchMock.mockResolvedValue(jsonResponse(loginAt(NOW + 40 * 60_000, '2')));
    browser.document.visibilityState = 'hidden';
    uninstall = startTokenRefresh();

    await vi.advanceTimersByTimeAsync(40 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();

    browser.document.visibilityState = 'visible';
    browser.document.dispatch('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([{ url: '/api/auth/refresh', authorization: 'Bearer refresh-1' }]);
  });
});
