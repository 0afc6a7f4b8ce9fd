// @vitest-environment jsdom
import type { LayoutName } from '@arcana/domain';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { WebFooter } from './WebFooter';

afterEach(cleanup);

function renderAt(layout: LayoutName) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    staticData: { layout },
    component: WebFooter,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

it('shows the seller’s business facts and the policy links, 개인정보처리방침 in bold', async () => {
  renderAt('default');
  // Its code loads on its own (jsdom has no IntersectionObserver, so at once); the first import
  // of the test run is slow.
  const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
  for (const text of [
    '상호',
    '아르카나 주식회사 (예시)',
    '대표',
    '사업자등록번호',
    '통신판매업 신고번호',
    '주소',
    '고객센터',
    'help@arcana.example',
    '1588-0000',
  ]) {
    expect(within(footer).getAllByText(text).length).toBeGreaterThan(0);
  }
  const links = within(screen.getByRole('navigation', { name: '약관 및 안내' })).getAllByRole(
    'link',
  );
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['이용약관', '/terms'],
    ['개인정보처리방침', '/privacy'],
    ['환불 정책', '/refund'],
    ['청소년 보호정책', '/youth-protection'],
    ['공지사항', '/notices/list'],
    ['고객센터', '/help'],
  ]);
  const privacy = links[1] as HTMLElement;
  const others = links[0] as HTMLElement;
  expect(privacy.className).not.toBe(others.className);
  expect(within(footer).getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe(
    'tel:15880000',
  );
});

it('holds the theme switch, which sets the theme setting', async () => {
  localStorage.clear();
  renderAt('default');
  const footer = await screen.findByRole('contentinfo');
  const group = await within(footer).findByRole('radiogroup', { name: '화면 테마' });
  const options = within(group).getAllByRole('radio');
  expect(options.map((option) => option.textContent)).toEqual(['자동', '라이트', '다크']);
  expect(options[0]?.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(options[2] as HTMLElement);
  await waitFor(() => expect(options[2]?.getAttribute('aria-checked')).toBe('true'));
  expect(JSON.parse(localStorage.getItem('arcana.settings') ?? '{}')).toMatchObject({
    theme: 'dark',
  });
});

it('stays out of subpages (flows with their own header)', async () => {
  const router = renderAt('subpage');
  await waitFor(() => expect(router.state.status).toBe('idle'));
  expect(screen.queryByRole('contentinfo')).toBeNull();
});
