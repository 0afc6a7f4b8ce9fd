import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchCounselorActiveSessions, fetchMyActiveSessions } from './fetchers';
import { sessionQueries } from './queries';

const fetchMock = vi.fn<typeof fetch>();

const session = {
  id: 5,
  status: 'SCHEDULED',
  startTime: '2026-11-22T03:00:00.000Z',
  durationSeconds: 1800,
  counselingType: 'CHAT',
  startType: 'RESERVATION',
  product: { name: '데모 상담', mainImage: null },
  counselor: { id: 2, name: '데모 상담사' },
  user: { displayName: '데모' },
  hasReview: false,
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify([session]), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('GETs /api/client/counseling/sessions/me/active', async () => {
  expect(await fetchMyActiveSessions()).toEqual([session]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/counseling/sessions/me/active');
});

it('GETs /api/client/counselor/sessions/active', async () => {
  expect(await fetchCounselorActiveSessions()).toEqual([session]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/counselor/sessions/active');
});

it('keys active sessions per side under ["sessions", "active"]', () => {
  expect(sessionQueries.active('USER').queryKey).toEqual(['sessions', 'active', 'USER']);
  expect(sessionQueries.active('COUNSELOR').queryKey).toEqual(['sessions', 'active', 'COUNSELOR']);
});
