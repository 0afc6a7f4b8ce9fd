import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  type ChunkGuardRouter,
  installChunkReloadGuard,
  isChunkLoadError,
} from './chunk-reload-guard';

const reload = vi.fn();
let path = '/ai/list';
let dispose = () => {};

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-11-22T06:00:00Z'));
  sessionStorage.clear();
  reload.mockReset();
  path = '/ai/list';
  dispose = installChunkReloadGuard(undefined, { reload, pathname: () => path });
});

afterEach(() => {
  dispose();
  vi.useRealTimers();
});

it('reloads once on a chunk failure and not again within 10 s for the same path', () => {
  const first = preloadError();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(first.defaultPrevented).toBe(true);
  expect(sessionStorage.getItem('arcana.chunk-reload:/ai/list')).toBe(
    String(Date.parse('2025-11-22T06:00:00Z')),
  );

  vi.advanceTimersByTime(9_999);
  const second = preloadError();

  expect(reload).toHaveBeenCalledTimes(1);
  // Not prevented: the error reaches the router and the error page shows.
  expect(second.defaultPrevented).toBe(false);
});

it('reloads again once 10 s have passed', () => {
  preloadError();
  vi.advanceTimersByTime(10_000);
  preloadError();

  expect(reload).toHaveBeenCalledTimes(2);
});

it('guards each path on its own', () => {
  preloadError();
  path = '/notices/list';
  preloadError();

  expect(reload).toHaveBeenCalledTimes(2);
});

it('never reloads while the browser is offline: that would only show its offline page', () => {
  dispose();
  let online = false;
  dispose = installChunkReloadGuard(undefined, {
    reload,
    pathname: () => path,
    online: () => online,
  });

  const event = preloadError();
  expect(reload).not.toHaveBeenCalled();
  expect(event.defaultPrevented).toBe(false);

  online = true;
  preloadError();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads for a route whose chunk failed, and not for other route errors', () => {
  dispose();
  let onResolved = () => {};
  const matches: { status: string; error?: unknown }[] = [];
  const router: ChunkGuardRouter = {
    subscribe: (_type, listener) => {
      onResolved = listener;
      return () => {};
    },
    state: { matches },
  };
  dispose = installChunkReloadGuard(router, { reload, pathname: () => path });

  matches.push({ status: 'error', error: new Error('boom') });
  onResolved();
  expect(reload).not.toHaveBeenCalled();

  matches.push({
    status: 'error',
    error: new TypeError('Failed to fetch dynamically imported module: /assets/list-3f2a.js'),
  });
  onResolved();
  expect(reload).toHaveBeenCalledTimes(1);
});

it.each([
  ['Failed to fetch dynamically imported module: https://x/a.js', true],
  ['Importing a module script failed.', true],
  ['error loading dynamically imported module: https://x/a.js', true],
  ['Unable to preload CSS for http://127.0.0.1:5173/assets/forms-CEwOFZ8J.css', true],
  ['Cannot read properties of undefined', false],
])('recognises %s as a chunk failure: %s', (message, expected) => {
  expect(isChunkLoadError(new TypeError(message))).toBe(expected);
});
