// @vitest-environment jsdom
import type { ArticleMedia } from '@arcana/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleMarkdown } from './ArticleMarkdown';

const media: ArticleMedia[] = [
  {
    id: 12,
    position: 1,
    alt: '컵 에이스',
    caption: '넘치는 잔',
    url: '/api/public/ai/articles/1/media/12.svg',
  },
];

afterEach(cleanup);

function renderBody(body: string) {
  return render(<ArticleMarkdown body={body} media={media} />).container;
}

describe('ArticleMarkdown', () => {
  it('renders headings, lists and tables as elements', () => {
    renderBody('## 오늘의 카드\n\n- 하나\n- 둘\n\n| 카드 | 뜻 |\n| --- | --- |\n| 컵 | 감정 |');
    expect(screen.getByRole('heading', { level: 2, name: '오늘의 카드' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows raw HTML as text and runs none of it', () => {
    const container = renderBody('안녕 <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('empties a javascript: link, so it goes nowhere', () => {
    const container = renderBody('[눌러 보세요](javascript:alert(1)) [안전](https://example.com)');
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
    expect(anchors[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.textContent).toContain('눌러 보세요');
  });

  it('keeps a same-site link in the same tab', () => {
    const container = renderBody('[카드 보기](/tarot-decks/cards/1)');
    const anchor = container.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('/tarot-decks/cards/1');
    expect(anchor?.getAttribute('target')).toBeNull();
  });

  it('draws media:<position> as the article’s picture with its caption, and drops an unknown one', () => {
    const container = renderBody('![잔](media:1)\n\n![없음](media:9)');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/public/ai/articles/1/media/12.svg',
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('잔');
    expect(container.textContent).toContain('넘치는 잔');
  });
});
