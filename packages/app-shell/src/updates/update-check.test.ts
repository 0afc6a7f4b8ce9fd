import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { installUpdateCheck, type UpdateCheckRouter } from './update-check';

type Listener = Parameters<UpdateCheckRouter['subscribe']>[1];

let listener: Listener = () => {};
const router: UpdateCheckRouter = {
  subscribe: (_type, fn) => {
    listener = fn;
    return () => {};
  },
};
const assign = vi.fn();
const fetchVersion = vi.fn<() => Promise<string | undefined>>();
let clock = 0;
let dispose = () => {};

async function navigate(href: string) {
  listener({ toLocation: { href }, fromLocation: { href: '/previous' } });
  // Let the version fetch settle.
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  clock = 1_000_000;
  assign.mockReset();
  fetchVersion.mockReset();
  dispose = installUpdateCheck(router, {
    currentBuildId: 'build-a',
    fetchVersion,
    assign,
    now: () => clock,
  });
});

afterEach(() => {
  dispose();
});

it('does a full page load at the navigation after a new buildId, and not before', async () => {
  fetchVersion.mockResolvedValue('build-b');

  await navigate('/ai/list');
  expect(fetchVersion).toHaveBeenCalledTimes(1);
  expect(assign).not.toHaveBeenCalled();

  await navigate('/notices/list?page=2');
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('/notices/list?page=2');
});

it('keeps client-side navigation while the buildId is the same', async () => {
  fetchVersion.mockResolvedValue('build-a');

  await navigate('/ai/list');
  clock += 60_000;
  await navigate('/help');

  expect(fetchVersion).toHaveBeenCalledTimes(2);
  expect(assign).not.toHaveBeenCalled();
});

it('asks at most once a minute', async () => {
  fetchVersion.mockResolvedValue('build-a');

  await navigate('/a');
  clock += 59_999;
  await navigate('/b');
  expect(fetchVersion).toHaveBeenCalledTimes(1);

  clock += 1;
  await navigate('/c');
  expect(fetchVersion).toHaveBeenCalledTimes(2);
});

it('checks when the tab becomes visible again', async () => {
  fetchVersion.mockResolvedValue('build-b');

  document.dispatchEvent(new Event('visibilitychange'));
  await Promise.resolve();
  await Promise.resolve();
  await navigate('/counseling');

  expect(assign).toHaveBeenCalledWith('/counseling');
});

it('ignores a failed version fetch', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  fetchVersion.mockRejectedValue(new TypeError('Failed to fetch'));

  await navigate('/a');
  clock += 60_000;
  await navigate('/b');

  expect(assign).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
});

it('does not treat the first load as a navigation to reload', async () => {
  fetchVersion.mockResolvedValue('build-b');
  await navigate('/a');

  listener({ toLocation: { href: '/first' } });

  expect(assign).not.toHaveBeenCalled();
});
