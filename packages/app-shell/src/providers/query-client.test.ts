import { ApiError } from '@arcana/api-client';
import { CancelledError, QueryObserver } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { createQueryClient, MAX_CANCELLED_FETCHES, shouldRetryQuery } from './query-client';

it('retries a query once, never after a 4xx', () => {
  expect(shouldRetryQuery(0, new ApiError({ status: 503, code: 'UNAVAILABLE' }))).toBe(true);
  expect(shouldRetryQuery(1, new ApiError({ status: 503, code: 'UNAVAILABLE' }))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError({ status: 404, code: 'NOT_FOUND' }))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError({ status: 0, code: 'NETWORK_ERROR' }))).toBe(true);
});

it('does not refetch on window focus', () => {
  const defaults = createQueryClient().getDefaultOptions();

  expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  expect(defaults.mutations?.retry).toBe(false);
});

function deferredQuery() {
  const calls: { signal: AbortSignal; resolve: (value: string) => void }[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ signal, resolve });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { calls, options: { queryKey: ['me'], queryFn } };
}

it('keeps an awaited ensureQueryData alive when the last observer leaves mid-fetch', async () => {
  const queryClient = createQueryClient();
  const { calls, options } = deferredQuery();

  // A route guard awaits the query while a component mounts an observer and leaves again
  // (React's development double mount): TanStack Query cancels the fetch that read its signal.
  const guard = queryClient.ensureQueryData(options);
  const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => {});
  unsubscribe();
  expect(calls[0]?.signal.aborted).toBe(true);

  await vi.waitFor(() => expect(calls).toHaveLength(2));
  calls[1]?.resolve('demo');
  await expect(guard).resolves.toBe('demo');
  expect(queryClient.getQueryData(['me'])).toBe('demo');
});

it('joins the fetch of an observer that mounts again instead of asking twice', async () => {
  const queryClient = createQueryClient();
  const { calls, options } = deferredQuery();

  const guard = queryClient.fetchQuery(options);
  new QueryObserver(queryClient, options).subscribe(() => {})();
  const remounted = new QueryObserver(queryClient, options).subscribe(() => {});

  await vi.waitFor(() => expect(calls).toHaveLength(2));
  calls[1]?.resolve('demo');
  await expect(guard).resolves.toBe('demo');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toHaveLength(2);
  remounted();
});

it('still rejects when the query is removed on purpose (a silent cancellation)', async () => {
  const queryClient = createQueryClient();
  const { options } = deferredQuery();

  const guard = queryClient.ensureQueryData(options);
  queryClient.removeQueries({ queryKey: ['me'] });

  await expect(guard).rejects.toBeInstanceOf(CancelledError);
});

it('gives up after repeated cancellations instead of asking forever', async () => {
  const queryClient = createQueryClient();
  const { calls, options } = deferredQuery();

  const guard = queryClient.ensureQueryData(options);
  const rejected = expect(guard).rejects.toBeInstanceOf(CancelledError);
  for (let attempt = 1; attempt <= MAX_CANCELLED_FETCHES; attempt++) {
    await vi.waitFor(() => expect(calls).toHaveLength(attempt));
    await queryClient.cancelQueries({ queryKey: ['me'] });
  }

  await rejected;
  expect(calls).toHaveLength(MAX_CANCELLED_FETCHES);
});
