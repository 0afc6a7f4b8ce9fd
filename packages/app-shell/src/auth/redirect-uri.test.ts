import { deleteCookie, writeCookie } from '@arcana/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  afterLogoutAction,
  loginHref,
  rememberRedirectUri,
  safeRedirectPath,
  takeRedirectUri,
} from './redirect-uri';

afterEach(() => {
  deleteCookie('redirectUri');
});

describe('safeRedirectPath', () => {
  it('keeps paths of this app with their search and hash', () => {
    expect(safeRedirectPath('/me')).toBe('/me');
    expect(safeRedirectPath('/counseling/products/3?tab=review#top')).toBe(
      '/counseling/products/3?tab=review#top',
    );
  });

  it('refuses other origins and anything that is not a path', () => {
    expect(safeRedirectPath('https://evil.test/me')).toBeNull();
    expect(safeRedirectPath('//evil.test/me')).toBeNull();
    expect(safeRedirectPath('/\\evil.test')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath('me')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});

it('builds /login?redirectUri=<path> for a guest', () => {
  expect(loginHref('/me')).toBe('/login?redirectUri=%2Fme');
  expect(loginHref('/me/profile?x=1')).toBe('/login?redirectUri=%2Fme%2Fprofile%3Fx%3D1');
  expect(loginHref('/')).toBe('/login');
  expect(loginHref('/login?redirectUri=%2Fme')).toBe('/login');
});

describe('takeRedirectUri', () => {
  it('prefers the query, then the remembered cookie, then home', () => {
    rememberRedirectUri('/counseling');

    expect(takeRedirectUri('?redirectUri=%2Fme')).toBe('/me');
    rememberRedirectUri('/counseling');
    expect(takeRedirectUri('')).toBe('/counseling');
    expect(takeRedirectUri('')).toBe('/');
  });

  it('ignores a foreign target in the query and in the cookie', () => {
    writeCookie('redirectUri', 'https://evil.test', { maxAgeSeconds: 60 });

    expect(takeRedirectUri('?redirectUri=https%3A%2F%2Fevil.test')).toBe('/');
  });

  it('does not remember a foreign target', () => {
    rememberRedirectUri('https://evil.test');

    expect(document.cookie).toBe('');
  });
});

it('goes home after logout from /me pages and reloads elsewhere (SPEC §2)', () => {
  expect(afterLogoutAction('/me/profile')).toBe('home');
  expect(afterLogoutAction('/me')).toBe('home');
  expect(afterLogoutAction('/mentors')).toBe('reload');
  expect(afterLogoutAction('/counseling')).toBe('reload');
});
