import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /x.js');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('draws nothing for a part whose import rejects, keeps the page and loads it once online', async () => {
  const load = vi
    .fn()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue({ default: ({ text }: { text: string }) => <p>{text}</p> });
  const Part = lazyPart<{ text: string }>(load);

  render(
    <main>
      <h1>페이지</h1>
      <Part text="부분" />
    </main>,
  );
  await act(async () => {});

  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: '페이지' })).toBeTruthy();
  expect(screen.queryByText('부분')).toBeNull();

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });

  expect(await screen.findByText('부분')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '페이지' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries a failed part again when it mounts again', async () => {
  const load = vi
    .fn()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue({ default: () => <p>부분</p> });
  const Part = lazyPart(load);

  const first = render(<Part />);
  await act(async () => {});
  expect(screen.queryByText('부분')).toBeNull();
  first.unmount();

  render(<Part />);

  expect(await screen.findByText('부분')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('imports a part once however many copies mount', async () => {
  const load = vi.fn().mockResolvedValue({ default: () => <p>부분</p> });
  const Part = lazyPart(load);

  render(
    <>
      <Part />
      <Part />
    </>,
  );

  expect(await screen.findAllByText('부분')).toHaveLength(2);
  expect(load).toHaveBeenCalledTimes(1);
});

it('draws its whenFailed while the import fails, with the same props, and the part once online', async () => {
  const load = vi
    .fn()
    .mockRejectedValueOnce(chunkError())
    .mockResolvedValue({ default: ({ text }: { text: string }) => <p>{text}</p> });
  const Part = lazyPart<{ text: string }>(load, {
    whenFailed: ({ text }) => <p role="alert">{`${text}: 연결을 확인해 주세요`}</p>,
  });

  render(
    <>
      <Part text="부분" />
      <Part text="둘째" />
    </>,
  );
  expect(await screen.findByText('부분: 연결을 확인해 주세요')).toBeTruthy();
  expect(screen.getByText('둘째: 연결을 확인해 주세요')).toBeTruthy();

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });

  expect(await screen.findByText('부분')).toBeTruthy();
  expect(screen.getByText('둘째')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('draws its pending part while the import is on its way', async () => {
  let resolve: (module: { default: () => ReactElement }) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: () => ReactElement }>((done) => {
        resolve = done;
      }),
  );
  const Part = lazyPart<{ count: number }>(load, {
    pending: ({ count }) => <p>{`자리 ${count}개`}</p>,
  });

  render(<Part count={3} />);
  expect(screen.getByText('자리 3개')).toBeTruthy();

  await act(async () => resolve({ default: () => <p>목록</p> }));
  expect(screen.getByText('목록')).toBeTruthy();
  expect(screen.queryByText('자리 3개')).toBeNull();
});
