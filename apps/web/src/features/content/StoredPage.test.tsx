// @vitest-environment jsdom
import { contentQueries } from '@arcana/api-client';
import type { ContentPage } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  isNotFound,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStoredPage, storedPageSlugOf } from './loaders';
import { StoredPage } from './StoredPage';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const terms: ContentPage = {
  slug: 'terms',
  title: '이용약관',
  body: '## 제1조 (목적)\n\n이 약관은…\n\n## 제2조 (용어의 정의)\n\n- 회원\n\n## 제3조 (약관의 게시와 개정)\n\n<script>alert(1)</script>',
  // Nov 24 in Seoul.
  updatedAt: '2026-11-23T16:00:00.000Z',
};

function renderPage(slug: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <StoredPage slug={slug} /> }),
    history: createMemoryHistory({ initialEntries: [`/${slug}`] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the catch-all /{slug}', () => {
  it('takes one path segment of a stored page’s shape as a slug, and nothing else', () => {
    expect(storedPageSlugOf('terms')).toBe('terms');
    expect(storedPageSlugOf('youth-protection/')).toBe('youth-protection');
    expect(storedPageSlugOf('terms/extra')).toBeNull();
    expect(storedPageSlugOf('Terms')).toBeNull();
    expect(storedPageSlugOf('a')).toBeNull();
    expect(storedPageSlugOf('')).toBeNull();
    expect(storedPageSlugOf(undefined)).toBeNull();
  });

  it('is not found without a call for a deeper path', () => {
    const queryClient = new QueryClient();
    let thrown: unknown;
    try {
      loadStoredPage(queryClient, 'no/such/page');
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not found when the api has no such page', async () => {
    fetchMock.mockResolvedValue(
      json({ status: 404, code: 'PAGE_NOT_FOUND', message: '페이지를 찾을 수 없어요.' }, 404),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const thrown = await loadStoredPage(queryClient, 'no-such-page').catch((error) => error);
    expect(isNotFound(thrown)).toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/pages/no-such-page');
  });

  it('loads a stored page into the cache the page reads', async () => {
    fetchMock.mockResolvedValue(json(terms));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(loadStoredPage(queryClient, 'terms')).resolves.toEqual(terms);
    expect(queryClient.getQueryData(contentQueries.page('terms').queryKey)).toEqual(terms);
  });
});

describe('StoredPage', () => {
  it('draws the title, the Seoul date it changed, a table of contents and the Markdown', async () => {
    fetchMock.mockResolvedValue(json(terms));
    renderPage('terms');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    expect(screen.getByTestId('page-updated').textContent).toBe('2026-11-24');
    const toc = screen.getByRole('navigation', { name: '목차' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['제1조 (목적)', '#section-1'],
      ['제2조 (용어의 정의)', '#section-2'],
      ['제3조 (약관의 게시와 개정)', '#section-3'],
    ]);
    expect(document.getElementById('section-3')?.textContent).toBe('제3조 (약관의 게시와 개정)');
    expect(screen.getByTestId('stored-page').querySelector('script')).toBeNull();
  });

  it('keeps the page’s box while it loads and offers a retry when it fails', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    renderPage('terms');
    expect((await screen.findByTestId('page-skeleton')).getAttribute('aria-busy')).toBe('true');
    cleanup();

    fetchMock.mockResolvedValueOnce(
      json({ status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' }, 500),
    );
    renderPage('privacy');
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
