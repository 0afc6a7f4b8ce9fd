import { ApiError } from '@arcana/api-client';
import { CancelledError } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { errorStatusOf } from './error-status';
import { resetCancelledReloads } from './RouteErrorPage';
import { renderErrorRoutes } from './render-error-routes.testing';

// The whole error pages are chunks of their own, loaded when a page fails; load them before the
// tests, so the first import's time under load never counts against what a test waits for.
beforeAll(async () => {
  await Promise.all([import('./NotFoundScreen'), import('./RouteErrorPage')]);
});

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetCancelledReloads();
});

it('shows 404, the Korean title, the path and a home link for an unknown path', async () => {
  renderErrorRoutes('/nowhere');

  expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(screen.getByText(/입력한 주소\(\/nowhere\)를 다시 확인해 주세요/)).toBeTruthy();
  expect((await screen.findByRole('link', { name: '홈으로' })).getAttribute('href')).toBe('/');
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Page not found: /nowhere'));
});

it('shows the api error status and its message with the default title', async () => {
  renderErrorRoutes(
    '/failing',
    new ApiError({ status: 403, code: 'FORBIDDEN', message: '권한이 없어요.' }),
  );

  expect(await screen.findByRole('heading', { name: '문제가 발견되었어요' })).toBeTruthy();
  expect(screen.getByText('403')).toBeTruthy();
  expect(screen.getByText('권한이 없어요.')).toBeTruthy();
  expect(screen.getByText('자세한 오류 내용')).toBeTruthy();
  expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
});

it('shows 500 and a Korean message for a plain error, its text only in the details', async () => {
  renderErrorRoutes('/failing', new Error('x is undefined'));

  expect(await screen.findByText('500')).toBeTruthy();
  expect(
    screen.getByText('잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.'),
  ).toBeTruthy();
  expect(screen.getByText(/x is undefined/).tagName).toBe('PRE');
});

it('shows crawlers no error page, only the status visually hidden', async () => {
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  renderErrorRoutes('/nowhere');

  expect(await screen.findByRole('status')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('오류 404');
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

it('never shows the error screen for a cancelled query: it loads the route again', async () => {
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads === 1) throw new CancelledError({ silent: true });
  });

  expect(await screen.findByText('loaded')).toBeTruthy();
  expect(loads).toBe(2);
  expect(document.querySelector('[data-error-screen]')).toBeNull();
});

it('offers a retry instead of the error screen when the load keeps being cancelled', async () => {
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads <= 4) throw new CancelledError({ revert: true });
  });

  const retry = await screen.findByRole('button', { name: '다시 시도' });
  expect(screen.getByText('불러오고 있어요')).toBeTruthy();
  expect(document.querySelector('[data-error-screen]')).toBeNull();
  retry.click();
  expect(await screen.findByText('loaded')).toBeTruthy();
});

it('offline, a failed route chunk shows the error screen with 다시 시도, which loads the route', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const reloadMarks = vi.spyOn(sessionStorage, 'setItem');
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /a.js');
  });

  const retry = await screen.findByRole('button', { name: '다시 시도' });
  expect(screen.getByRole('heading', { name: '인터넷에 연결되어 있지 않아요' })).toBeTruthy();
  expect(
    screen.getByText('이 화면을 열려면 연결이 필요해요. 연결되면 저절로 다시 불러올게요.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
  expect(reloadMarks).not.toHaveBeenCalled();
  retry.click();

  expect(await screen.findByText('loaded')).toBeTruthy();
  expect(loads).toBe(2);
});

it('offline, a failed route chunk loads by itself when the network is back', async () => {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /a.js');
  });

  await screen.findByRole('heading', { name: '인터넷에 연결되어 있지 않아요' });
  online.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));

  expect(await screen.findByText('loaded')).toBeTruthy();
  expect(loads).toBe(2);
});

it('online, a failed route chunk reloads the page once and says so, without the error page', async () => {
  sessionStorage.clear();
  renderErrorRoutes(
    '/failing',
    new TypeError('Failed to fetch dynamically imported module: /a.js'),
  );

  expect(await screen.findByText('새 버전을 불러오고 있어요. 잠시만 기다려 주세요.')).toBeTruthy();
  // The guard keys the browser's path (the memory history leaves jsdom's at /).
  expect(sessionStorage.getItem('arcana.chunk-reload:/')).toMatch(/^\d+$/);
  expect(document.querySelector('[data-error-screen]')).toBeNull();
});

it('offers no retry for an error that is not a failed chunk', async () => {
  renderErrorRoutes('/failing', new Error('boom'));

  await screen.findByText('500');
  expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
});

it('marks the error screen with its status', async () => {
  renderErrorRoutes('/failing', new Error('boom'));

  await screen.findByText('500');
  expect(document.querySelector('[data-error-screen]')?.getAttribute('data-error-screen')).toBe(
    '500',
  );
});

it.each([
  [new ApiError({ status: 409, code: 'CONFLICT' }), 409],
  [new ApiError({ status: 0, code: 'NETWORK_ERROR' }), 500],
  [{ statusCode: 404 }, 404],
  [new Error('boom'), 500],
  ['boom', 500],
])('errorStatusOf(%o) is %i', (error, expected) => {
  expect(errorStatusOf(error)).toBe(expected);
});
