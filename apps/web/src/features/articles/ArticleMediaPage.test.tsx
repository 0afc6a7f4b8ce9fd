// @vitest-environment jsdom
import { articleQueries } from '@arcana/api-client';
import type { ArticleMedia } from '@arcana/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleMediaPage } from './ArticleMediaPage';

afterEach(cleanup);

const media: ArticleMedia[] = [0, 1, 2].map((position) => ({
  id: 20 + position,
  position,
  alt: `그림 ${position}`,
  caption: `설명 ${position}`,
  url: `/api/public/ai/articles/7/media/${20 + position}.svg`,
}));

/** The viewer inside a router (its back link) with the article's pictures already loaded. */
async function renderViewer(index: number | undefined, onIndexChange = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(articleQueries.media(7).queryKey, media);
  const rootRoute = createRootRoute({
    component: () => <ArticleMediaPage articleId={7} index={index} onIndexChange={onIndexChange} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText(/ \/ 3$/);
  return onIndexChange;
}

describe('ArticleMediaPage', () => {
  it('shows the picture at ?index= with its caption and place', async () => {
    await renderViewer(1);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(screen.getByText('설명 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: '그림 1' }).getAttribute('src')).toBe(media[1]?.url);
  });

  it('moves with → and ← and stops at either end', async () => {
    const onIndexChange = await renderViewer(0);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(
      (screen.getByRole('button', { name: '이전 이미지' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('falls back to the last picture for an index past the end', async () => {
    const onIndexChange = await renderViewer(9);
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves the arrow keys alone while a modifier is held', async () => {
    const onIndexChange = await renderViewer(1);
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('moves with a swipe across the picture, and ignores a short touch', async () => {
    const onIndexChange = await renderViewer(1);
    const picture = screen.getByRole('img', { name: '그림 1' });
    fireEvent.touchStart(picture, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(picture, { changedTouches: [{ clientX: 280 }] });
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.touchStart(picture, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(picture, { changedTouches: [{ clientX: 120 }] });
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    fireEvent.touchStart(picture, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(picture, { changedTouches: [{ clientX: 260 }] });
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });
});
