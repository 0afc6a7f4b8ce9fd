// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';
import { sectionsOf } from './sections';

afterEach(cleanup);

function renderBody(body: string, props: { sectionIds?: boolean; highlight?: string } = {}) {
  return render(<Markdown {...props}>{body}</Markdown>).container;
}

describe('Markdown', () => {
  it('shows raw HTML as text and runs none of it', () => {
    const container = renderBody(
      '공지 <script>alert(1)</script> <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">링크</a>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps their text', () => {
    const container = renderBody(
      '[하나](javascript:alert(1)) [둘](data:text/html,x) [셋](//evil.example) [넷](https://example.com)',
    );
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
    expect(anchors[0]?.getAttribute('target')).toBe('_blank');
    expect(anchors[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('하나');
    expect(container.textContent).toContain('셋');
  });

  it('draws only https or same-site pictures, lazily', () => {
    const container = renderBody(
      '![가](https://cdn.example.com/a.png) ![나](/api/files/b.png) ![다](http://insecure.example/c.png) ![라](data:image/png;base64,AAAA)',
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.com/a.png',
      '/api/files/b.png',
    ]);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('renders tables and lists of GitHub Markdown', () => {
    renderBody('- 하나\n- 둘\n\n| 항목 | 기간 |\n| --- | --- |\n| 결제 기록 | 5년 |');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('numbers the level-2 headings like the table of contents does', () => {
    const body = '## 제1조 (목적)\n\n본문\n\n```\n## 코드 속 제목\n```\n\n## **제2조** (정의)';
    const container = renderBody(body, { sectionIds: true });
    expect([...container.querySelectorAll('h2')].map((h) => h.id)).toEqual([
      'section-1',
      'section-2',
    ]);
    expect(sectionsOf(body)).toEqual([
      { id: 'section-1', title: '제1조 (목적)' },
      { id: 'section-2', title: '제2조 (정의)' },
    ]);
  });

  it('marks the searched words in the text, whatever their case', () => {
    const container = renderBody('Refund 안내: **환불**은 3영업일 안에 돼요. refund', {
      highlight: 'refund',
    });
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Refund',
      'refund',
    ]);
  });

  it('moves through the router on a same-site link, without a page load', async () => {
    const rootRoute = createRootRoute();
    const home = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <Markdown>{'[환불 정책 보기](/refund?from=notice)'}</Markdown>,
    });
    const refund = createRoute({
      getParentRoute: () => rootRoute,
      path: '/refund',
      component: () => <p>환불 정책 페이지</p>,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, refund]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: '환불 정책 보기' });
    expect(link.getAttribute('href')).toBe('/refund?from=notice');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(await screen.findByText('환불 정책 페이지')).toBeTruthy();
    expect(router.state.location.href).toBe('/refund?from=notice');
  });
});
