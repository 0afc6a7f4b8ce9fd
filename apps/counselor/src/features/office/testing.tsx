import { counselorOfficeQueries, writeCookie } from '@arcana/api-client';
import type { CounselorSelf } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

// The page tests' shared parts: demo-counselor's profile as the api answers it, a page drawn
// with that profile in the cache, and fetch answered by the test.

export const selfFixture: CounselorSelf = {
  id: 1,
  userId: 3,
  level: 1,
  status: 'ON',
  enabled: true,
  name: '별빛',
  introduction: '밤하늘의 별빛처럼 곁을 비추는 상담사예요.',
  careerYears: 3,
  details: '',
  keywords: ['연애운', '속마음'],
  categories: [],
  profileImage: null,
  taxEmail: null,
  bankAccount: null,
  address: null,
  rating: null,
  reviewCount: 0,
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch with a mock and stores a session cookie (the calls carry a bearer). */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  writeCookie('accessToken', 'access-1', { maxAgeSeconds: 60 });
  return fetchMock;
}

/** The body and method of the n-th call. */
export function callOf(fetchMock: ReturnType<typeof stubFetch>, index: number) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/** Draws `page` with the profile (and any other query data) already in the cache. */
export function renderWithSelf(
  page: ReactNode,
  self: CounselorSelf = selfFixture,
  data: [readonly unknown[], unknown][] = [],
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(counselorOfficeQueries.self().queryKey, self);
  for (const [key, value] of data) client.setQueryData(key, value);
  render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
  return client;
}
