import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { publicQueries } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks GET /api/public/route-rules?path= under the key public/route-rules/path', async () => {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ path: '/old', redirect: { to: '/new', permanent: true } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const options = publicQueries.routeRule('/old');

  const data = await new QueryClient().fetchQuery(options);

  expect(options.queryKey).toEqual(['public', 'route-rules', '/old']);
  expect(options.staleTime).toBe(300_000);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/route-rules?path=%2Fold');
  expect(data).toEqual({ path: '/old', redirect: { to: '/new', permanent: true } });
});
