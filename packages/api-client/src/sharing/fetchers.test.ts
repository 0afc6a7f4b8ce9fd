import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchComments, postComment, removeReaction, setReaction } from './fetchers';
import { sharingQueries } from './queries';

const fetchMock = vi.fn<typeof fetch>();
const summary = {
  counts: { LIKE: 1, EMPATHY: 0, CHEER: 0, AMAZED: 0, THANKS: 0 },
  total: 1,
  mine: 'LIKE',
};
const page = { content: [], empty: true, last: true, totalPages: 0 };

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('reads the comments of a share and of an article from their own public paths', async () => {
  fetchMock.mockImplementation(async () => answer(page));
  await fetchComments({ type: 'SHARE', shareId: 'AAAAAAAAAAAAAAAAAAAAAA' }, { limit: 20 });
  await fetchComments({ type: 'ARTICLE', articleId: 7 }, { limit: 20, lastId: 31 });
  expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
    '/api/public/shares/AAAAAAAAAAAAAAAAAAAAAA/comments?limit=20',
    '/api/public/ai/articles/7/comments?limit=20&lastId=31',
  ]);
});

it('writes comments and reactions under /api/client, by PUT and DELETE for a reaction', async () => {
  fetchMock.mockImplementation(async (_url, init) =>
    answer(
      init?.method === 'POST'
        ? {
            id: 1,
            content: '안녕',
            authorName: '김**',
            mine: true,
            createdAt: '2026-11-24T00:00:00.000Z',
          }
        : summary,
    ),
  );
  await postComment({ type: 'ARTICLE', articleId: 7 }, '안녕');
  await setReaction({ type: 'SHARE', shareId: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'LIKE');
  await removeReaction({ type: 'SHARE', shareId: 'AAAAAAAAAAAAAAAAAAAAAA' });
  expect(fetchMock.mock.calls.map((call) => [call[1]?.method, call[0], call[1]?.body])).toEqual([
    ['POST', '/api/client/ai/articles/7/comments', JSON.stringify({ content: '안녕' })],
    ['PUT', '/api/client/shares/AAAAAAAAAAAAAAAAAAAAAA/reaction', JSON.stringify({ kind: 'LIKE' })],
    ['DELETE', '/api/client/shares/AAAAAAAAAAAAAAAAAAAAAA/reaction', undefined],
  ]);
});

it('keys comments per target under one prefix, apart from the shares', () => {
  expect(sharingQueries.comments({ type: 'ARTICLE', articleId: 7 }).queryKey).toEqual([
    'sharing',
    'comments',
    'ARTICLE',
    7,
  ]);
  expect(sharingQueries.detail('x').queryKey.slice(0, 2)).toEqual(sharingQueries.shares());
});
