import { act, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderErrorRoutes } from './render-error-routes.testing';

// The whole error pages are chunks of their own. Offline (or after a deploy removed them) they
// cannot load: the page must still say what happened, from the code it already has.
const chunkGone = vi.hoisted(() => ({ gone: true }));
const failedImport = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/RouteErrorPage.js');
vi.mock('./RouteErrorPage', async (importOriginal) => {
  if (chunkGone.gone) throw failedImport();
  return importOriginal();
});
vi.mock('./NotFoundScreen', async (importOriginal) => {
  if (chunkGone.gone) throw failedImport();
  return importOriginal();
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

it('offline, with neither the route nor the error page loadable, says so and loads the route when back online', async () => {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads === 1) throw failedImport();
  });

  expect(
    await screen.findByRole('heading', { name: '인터넷에 연결되어 있지 않아요' }),
  ).toBeTruthy();
  expect(
    screen.getByText('이 화면을 열려면 연결이 필요해요. 연결되면 저절로 다시 불러올게요.'),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();

  online.mockReturnValue(true);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('loaded')).toBeTruthy();
  expect(loads).toBe(2);
});

it('a plain error whose page cannot load still says 문제가 발견되었어요, and 다시 시도 loads the route again', async () => {
  let loads = 0;
  renderErrorRoutes('/failing', undefined, () => {
    loads += 1;
    if (loads === 1) throw new Error('boom');
  });

  expect(await screen.findByRole('heading', { name: '문제가 발견되었어요' })).toBeTruthy();
  expect(screen.getByText('500')).toBeTruthy();
  screen.getByRole('button', { name: '다시 시도' }).click();
  expect(await screen.findByText('loaded')).toBeTruthy();
});

it('an unknown path whose not-found page cannot load still says 페이지를 찾을 수 없어요 with the path', async () => {
  renderErrorRoutes('/nowhere');

  expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(screen.getByText(/입력한 주소\(\/nowhere\)를 다시 확인해 주세요/)).toBeTruthy();
  // Marked as the shell's error screen (what the smoke suite and tests look for).
  expect(document.querySelector('[data-error-screen]')?.getAttribute('data-error-screen')).toBe(
    '404',
  );
});
