import type { ArticleMedia } from '@arcana/domain';
import { describe, expect, it } from 'vitest';
import {
  isExternalHref,
  mediaOf,
  mediaPositionsIn,
  safeImageSrc,
  safeLinkHref,
} from './markdown-urls';

const media: ArticleMedia[] = [
  {
    id: 11,
    position: 0,
    alt: '표지',
    caption: '표지 그림',
    url: '/api/public/ai/articles/1/media/11.svg',
  },
  {
    id: 12,
    position: 1,
    alt: '컵',
    caption: '컵 에이스',
    url: '/api/public/ai/articles/1/media/12.svg',
  },
];

describe('safeLinkHref', () => {
  it('keeps http(s) links, same-site paths and in-page anchors', () => {
    expect(safeLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkHref('http://example.com')).toBe('http://example.com');
    expect(safeLinkHref('/tarot-decks/cards/1')).toBe('/tarot-decks/cards/1');
    expect(safeLinkHref('#meaning')).toBe('#meaning');
  });

  it('empties every other scheme and protocol-relative hosts', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.c',
      '//evil.example/x',
      '/\\evil.example',
      'relative/path',
      '',
    ]) {
      expect(safeLinkHref(href), href).toBe('');
    }
  });
});

describe('isExternalHref', () => {
  it('tells a link that leaves the site from one that stays', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('/ai/list')).toBe(false);
  });
});

describe('safeImageSrc', () => {
  it('maps media:<position> to that picture of the article', () => {
    expect(safeImageSrc('media:1', media)).toBe('/api/public/ai/articles/1/media/12.svg');
    expect(safeImageSrc('media:0', media)).toBe('/api/public/ai/articles/1/media/11.svg');
    expect(mediaOf('media:1', media)?.caption).toBe('컵 에이스');
  });

  it('empties an unknown media number and any unsafe source', () => {
    for (const src of [
      'media:7',
      'media:',
      'media:x',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://plain.example/a.png',
      '//cdn.example/a.png',
    ]) {
      expect(safeImageSrc(src, media), src).toBe('');
    }
  });

  it('keeps this site’s files and https pictures', () => {
    expect(safeImageSrc('/api/public/tarot-decks/cards/1/art.svg', media)).toBe(
      '/api/public/tarot-decks/cards/1/art.svg',
    );
    expect(safeImageSrc('https://images.example/a.png', media)).toBe(
      'https://images.example/a.png',
    );
  });
});

describe('mediaPositionsIn', () => {
  it('finds the pictures a body draws itself, so the page does not draw the cover twice', () => {
    expect([...mediaPositionsIn('![표지](media:0)\n\n글\n\n![둘](media:2)')]).toEqual([0, 2]);
    expect(mediaPositionsIn('표지 없이 글만').has(0)).toBe(false);
  });
});
