import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  counselorApplicationMutations,
  counselorApplicationQueries,
  fetchMyCounselorApplication,
} from './applications';

const application = {
  id: 7,
  status: 'SUBMITTED',
  name: '달무리',
  introduction: '연애와 속마음 고민을 차분하게 읽어 드려요.',
  careerYears: 2,
  categories: [{ id: 1, slug: 'love', name: '연애', description: '연애 고민' }],
  certificate: {
    name: '타로심리상담사 2급',
    issuer: '한국타로심리협회',
    grade: '2급',
    issuedOn: '2024-05-18',
    image: null,
  },
  answer: '대학 상담 동아리에서 친구들 고민을 들어 주다가 타로를 배웠어요.',
  reason: null,
  submittedAt: '2026-11-24T01:00:00.000Z',
  decidedAt: null,
};

const request = {
  name: '달무리',
  introduction: '연애와 속마음 고민을 차분하게 읽어 드려요.',
  careerYears: 2,
  categoryIds: [1],
  certificate: {
    name: '타로심리상담사 2급',
    issuer: '한국타로심리협회',
    grade: '2급',
    issuedOn: '2024-05-18',
    uploadId: null,
  },
  answer: '대학 상담 동아리에서 친구들 고민을 들어 주다가 타로를 배웠어요.',
  agreements: { terms: true as const },
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('counselor applications', () => {
  it('reads the latest application, and null before the first one', async () => {
    fetchMock.mockResolvedValueOnce(json(application));
    expect(await fetchMyCounselorApplication()).toEqual(application);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/client/counselor-applications/me');

    fetchMock.mockResolvedValueOnce(json(null));
    expect(await fetchMyCounselorApplication()).toBeNull();

    fetchMock.mockResolvedValueOnce(
      json({ status: 403, code: 'FORBIDDEN', message: '권한이 없어요.' }, 403),
    );
    await expect(fetchMyCounselorApplication()).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('submits, keeps the answer as the latest application and marks the counselor profile stale', async () => {
    fetchMock.mockResolvedValueOnce(json(application, 201));
    const client = new QueryClient();
    const self = ['me', 'counselor'];
    client.setQueryData(self, { level: 0 });
    const answer = await client
      .getMutationCache()
      .build(client, counselorApplicationMutations.submit())
      .execute(request);
    expect(answer).toEqual(application);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([String(url), init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/client/counselor-applications',
      'POST',
      request,
    ]);
    expect(client.getQueryData(counselorApplicationQueries.mine().queryKey)).toEqual(application);
    expect(client.getQueryState(self)?.isInvalidated).toBe(true);
  });
});
