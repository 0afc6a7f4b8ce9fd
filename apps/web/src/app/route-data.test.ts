import { ApiError } from '@arcana/api-client';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loadOrNotFound } from './route-data';

describe('loadOrNotFound', () => {
  it('hands the data on', async () => {
    await expect(loadOrNotFound(Promise.resolve({ id: 1 }))).resolves.toEqual({ id: 1 });
  });

  it('turns the api’s 404 into the router’s not-found page', async () => {
    const missing = Promise.reject(new ApiError({ status: 404, code: 'NOT_FOUND' }));
    const thrown = await loadOrNotFound(missing).catch((error: unknown) => error);
    expect(isNotFound(thrown)).toBe(true);
  });

  it('leaves any other failure to the page (its query shows the retry)', async () => {
    const down = Promise.reject(new ApiError({ status: 503, code: 'HTTP_503' }));
    await expect(loadOrNotFound(down)).resolves.toBeUndefined();
    await expect(loadOrNotFound(Promise.reject(new TypeError('offline')))).resolves.toBeUndefined();
  });
});
