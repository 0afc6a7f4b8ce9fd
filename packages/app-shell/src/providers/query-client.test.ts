import { ApiError } from '@arcana/api-client';
import { expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-client';

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
