import type { CounselorProduct } from '@arcana/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestPreparer } from '../http';
import { counselorProductMutations, counselorProductQueries } from './products';
import { counselorOfficeQueries } from './profile-queries';
import { downloadProfitCsv, fetchProfitSessions } from './profits';
import {
  counselorRequestMutations,
  counselorRequestQueries,
  fetchCounselorRequests,
} from './requests';
import { fetchCounselorReservations, fetchCounselorSessions } from './reservations';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const product: CounselorProduct = {
  id: 5,
  counselorId: 1,
  name: '30분 채팅 상담',
  counselingType: 'CHAT',
  durationMinutes: 30,
  price: 33_000,
  mainImage: null,
  soldCount: 2,
  counselor: {
    id: 1,
    name: '별빛',
    status: 'ON',
    imageUrl: '/api/public/counselors/1/portrait.svg',
    rating: 4.8,
    reviewCount: 12,
  },
  description: '',
  images: [],
  enabled: false,
  addTimePrice: 11_000,
  uploadIds: [],
  ordersCount: 2,
};

describe('counselor back office calls', () => {
  it('asks for reservations and sessions with their filters', async () => {
    fetchMock.mockResolvedValueOnce(json([]));
    await fetchCounselorReservations({ status: 'PENDING', from: '2026-11-01', to: '2026-11-30' });
    expect(sent().url).toBe(
      '/api/client/counselor/reservations?status=PENDING&from=2026-11-01&to=2026-11-30',
    );
    fetchMock.mockResolvedValueOnce(
      json({ content: [], totalPages: 0, totalElements: 0, currentPage: 1, pageSize: 12 }),
    );
    await fetchCounselorSessions({
      currentPage: 2,
      status: ['COMPLETED', 'NO_SHOW_USER'],
      type: 'CALL',
      search: '  ',
    });
    expect(sent(1).url).toBe(
      '/api/client/counselor/sessions?currentPage=2&type=CALL&status=COMPLETED%2CNO_SHOW_USER',
    );
  });

  it('downloads a month’s CSV as a Blob with the bearer token', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFF상담번호,종료일시\r\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const { blob, fileName } = await downloadProfitCsv('2026-10');
    expect(sent().url).toBe('/api/client/counselor/profits/2026-10.csv');
    expect(sent().headers.get('authorization')).toBe('Bearer access-1');
    expect(fileName).toBe('arcana-profits-2026-10.csv');
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('the CSV download waits for the token refresh like every other call', async () => {
    // The refresh stores the new token before the call goes out.
    const remove = setRequestPreparer(async () => {
      vi.stubGlobal('document', { cookie: 'accessToken=access-2' });
    });
    fetchMock.mockResolvedValue(new Response('\uFEFF상담번호', { status: 200 }));
    try {
      await downloadProfitCsv('2026-10');
    } finally {
      remove();
    }
    expect(sent().headers.get('authorization')).toBe('Bearer access-2');
  });

  it('a refused CSV throws the api’s Korean error', async () => {
    fetchMock.mockResolvedValue(
      json(
        { code: 'VALIDATION_FAILED', message: '월은 YYYY-MM 형식(예: 2026-10)으로 골라 주세요.' },
        400,
      ),
    );
    await expect(downloadProfitCsv('2026-13')).rejects.toMatchObject({ status: 400 });
    fetchMock.mockResolvedValue(json([]));
    expect(await fetchProfitSessions('2026-10')).toEqual([]);
  });

  it('puts a changed product into the cached list', async () => {
    const client = new QueryClient();
    const key = counselorProductQueries.list().queryKey;
    client.setQueryData(key, [{ ...product, enabled: true }]);
    fetchMock.mockResolvedValue(json(product));
    await client
      .getMutationCache()
      .build(client, counselorProductMutations.setEnabled())
      .execute({ id: 5, value: false });
    expect(client.getQueryData(key)?.map((each) => each.enabled)).toEqual([false]);
    expect(sent().url).toBe('/api/client/counselor/products/5/enabled');
    expect(sent().method).toBe('PATCH');
  });
});

describe('incoming requests and the status switch', () => {
  it('reads the requests under the active sessions key, so session notifications refresh them', async () => {
    fetchMock.mockResolvedValueOnce(json([]));
    expect(await fetchCounselorRequests()).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/api/client/counselor/sessions/requests',
    );
    expect(counselorRequestQueries.list().queryKey).toEqual(['sessions', 'active', 'requests']);
  });

  it('sends the chosen status and keeps it in the cached profile', async () => {
    const client = new QueryClient();
    client.setQueryData(counselorOfficeQueries.self().queryKey, { id: 1, status: 'ON' } as never);
    fetchMock.mockResolvedValueOnce(json({ id: 1, level: 1, status: 'BUSY', enabled: true }));
    await client
      .getMutationCache()
      .build(client, counselorRequestMutations.setStatus())
      .execute('BUSY');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/client/counselor/status');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"status":"BUSY"}');
    expect(client.getQueryData(counselorOfficeQueries.self().queryKey)).toEqual({
      id: 1,
      status: 'BUSY',
    });
  });
});
