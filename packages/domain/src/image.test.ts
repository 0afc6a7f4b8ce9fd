import { describe, expect, it } from 'vitest';
import { STORED_THUMBNAIL_WIDTHS, THUMBNAIL_WIDTHS } from './constants/ui';
import { imageSrc, imageUriFor, productLogoSrc, storedThumbnailWidthFor } from './image';

describe('thumbnail widths', () => {
  it('keeps the display widths of SPEC §9 and the stored widths of SPEC §3', () => {
    expect(THUMBNAIL_WIDTHS).toEqual([100, 300, 700, 1200]);
    expect(STORED_THUMBNAIL_WIDTHS).toEqual([150, 360, 780, 1600]);
  });

  it.each([
    [100, 150],
    [150, 150],
    [151, 360],
    [300, 360],
    [700, 780],
    [1200, 1600],
    [2000, 1600],
    [0, 150],
    [Number.NaN, 1600],
  ])('display %s → stored %s', (display, stored) => {
    expect(storedThumbnailWidthFor(display)).toBe(stored);
  });
});

// What the api answers for an upload today (apps/api README "Uploads").
const uploaded = {
  fileUri: '/api/public/files/u1/original.png',
  thumbUri150: '/api/public/files/u1/w150.webp',
  thumbUri360: '/api/public/files/u1/w360.webp',
  thumbUri780: '/api/public/files/u1/w780.webp',
  thumbUri1600: '/api/public/files/u1/w1600.webp',
  originName: 'me.png',
};

describe('imageUriFor', () => {
  it.each([
    [100, '/api/public/files/u1/w150.webp'],
    [300, '/api/public/files/u1/w360.webp'],
    [700, '/api/public/files/u1/w780.webp'],
    [1200, '/api/public/files/u1/w1600.webp'],
  ])('display width %s → %s', (width, uri) => {
    expect(imageUriFor(uploaded, width)).toBe(uri);
  });

  it('gives the original without a display width', () => {
    expect(imageUriFor(uploaded)).toBe('/api/public/files/u1/original.png');
  });

  it('gives the original when the chosen thumbnail is missing', () => {
    expect(imageUriFor({ ...uploaded, thumbUri360: '' }, 300)).toBe(
      '/api/public/files/u1/original.png',
    );
  });
});

describe('imageSrc', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty path', ''],
    ['a blank path', '   '],
  ])('falls back to the product logo for %s', (_, source) => {
    expect(imageSrc(source)).toBe('/favicon.svg');
  });

  it('falls back to the logo when the image object has no file at all', () => {
    const empty = { ...uploaded, fileUri: '', thumbUri360: '' };
    expect(imageSrc(empty, { displayWidth: 300 })).toBe('/favicon.svg');
  });

  it('puts the logo under the app base', () => {
    expect(productLogoSrc()).toBe('/favicon.svg');
    expect(productLogoSrc('/app')).toBe('/app/favicon.svg');
    expect(imageSrc('', { appBase: '/app/' })).toBe('/app/favicon.svg');
  });

  it.each([
    'https://cdn.example.com/a.webp',
    'HTTP://cdn.example.com/a.webp',
    '//cdn.example.com/a.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://127.0.0.1:5173/6f1c2d3e-0000-4000-8000-000000000000',
  ])('keeps %s', (url) => {
    expect(imageSrc(url, { appBase: '/app/', apiBase: '/api', displayWidth: 300 })).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
  ])('shows the logo instead of %s', (url) => {
    expect(imageSrc(url)).toBe('/favicon.svg');
  });

  it('keeps a root-relative path, which is what the api answers', () => {
    expect(imageSrc('/api/public/files/u1/w360.webp')).toBe('/api/public/files/u1/w360.webp');
    expect(imageSrc('  /api/public/files/u1/w360.webp ')).toBe('/api/public/files/u1/w360.webp');
  });

  it.each([
    ['public/files/u1/w360.webp', {}, '/api/public/files/u1/w360.webp'],
    ['./public/files/u1/w360.webp', {}, '/api/public/files/u1/w360.webp'],
    ['public/files/a.png', { appBase: '/app/' }, '/app/api/public/files/a.png'],
    ['public/files/a.png', { appBase: '/app', apiBase: 'api/' }, '/app/api/public/files/a.png'],
    ['public/files/a.png', { apiBase: '' }, '/public/files/a.png'],
    [
      'public/files/a.png',
      { appBase: '/app/', apiBase: 'https://api.arcana.kr/api/' },
      'https://api.arcana.kr/api/public/files/a.png',
    ],
  ])('prefixes the relative path %s with the bases %j', (path, bases, expected) => {
    expect(imageSrc(path, bases)).toBe(expected);
  });

  it.each([
    [100, '/api/public/files/u1/w150.webp'],
    [300, '/api/public/files/u1/w360.webp'],
    [700, '/api/public/files/u1/w780.webp'],
    [1200, '/api/public/files/u1/w1600.webp'],
    [88, '/api/public/files/u1/w150.webp'],
    [2560, '/api/public/files/u1/w1600.webp'],
  ])('draws an image object at %s px from %s', (width, expected) => {
    expect(imageSrc(uploaded, { displayWidth: width })).toBe(expected);
  });

  it('draws an image object without a display width from its original', () => {
    expect(imageSrc(uploaded)).toBe('/api/public/files/u1/original.png');
  });

  it('prefixes an image object whose files are relative', () => {
    const relative = { ...uploaded, thumbUri780: 'public/files/u1/w780.webp' };
    expect(imageSrc(relative, { displayWidth: 700 })).toBe('/api/public/files/u1/w780.webp');
  });
});
