import { GUEST_USER } from '@arcana/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeBrowser } from '../test/fake-browser';
import { endSession, startSession } from './session';
import { clearTokens, readTokens, saveTokens } from './token-store';

const login = {
  user: { ...GUEST_USER, id: 7, username: 'demo-user', enabled: true, roles: ['USER'] },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  issuedAt: 1_763_769_600_000,
  expiresIn: 3600,
};

let browser: ReturnType<typeof installFakeBrowser>;

beforeEach(() => {
  browser = installFakeBrowser();
});

afterEach(() => {
  clearTokens();
});

describe('the accessToken cookie (SPEC §9)', () => {
  it('lives one day, SameSite=Strict, path /, not Secure, without remember me', () => {
    startSession(login, { rememberMe: false });

    expect(browser.writes).toEqual([
      'rememberMe=; Max-Age=0; Path=/',
      'accessToken=access-1; Max-Age=86400; Path=/; SameSite=Strict',
    ]);
  });

  it('lives one year once the rememberMe cookie is set', () => {
    startSession(login, { rememberMe: true });

    expect(browser.writes).toEqual([
      'rememberMe=1; Max-Age=31536000; Path=/; SameSite=Strict',
      'accessToken=access-1; Max-Age=31536000; Path=/; SameSite=Strict',
    ]);
  });

  it('keeps the one-year lifetime on later writes (a refresh) while rememberMe is set', () => {
    startSession(login, { rememberMe: true });
    browser.writes.length = 0;

    saveTokens({ ...login, accessToken: 'access-2' });

    expect(browser.writes).toEqual([
      'accessToken=access-2; Max-Age=31536000; Path=/; SameSite=Strict',
    ]);
  });
});

describe('the refresh side in local storage', () => {
  it('keeps refreshToken, issuedAt and expiresIn under arcana.auth', () => {
    startSession(login, { rememberMe: false });

    expect(JSON.parse(browser.store.get('arcana.auth') ?? '')).toEqual({
      refreshToken: 'refresh-1',
      issuedAt: 1_763_769_600_000,
      expiresIn: 3600,
    });
    expect(readTokens()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      issuedAt: 1_763_769_600_000,
      expiresIn: 3600,
    });
  });

  it('reads corrupt storage as no tokens', () => {
    browser.store.set('arcana.auth', '{not json');

    expect(readTokens()).toEqual({
      accessToken: undefined,
      refreshToken: undefined,
      issuedAt: undefined,
      expiresIn: undefined,
    });
  });
});

it('logout clears both tokens and the remember-me choice', () => {
  startSession(login, { rememberMe: true });

  endSession('logout');

  expect(browser.document.cookie).toBe('');
  expect(browser.store.has('arcana.auth')).toBe(false);
  expect(browser.writes.slice(-2)).toEqual([
    'accessToken=; Max-Age=0; Path=/',
    'rememberMe=; Max-Age=0; Path=/',
  ]);
});
