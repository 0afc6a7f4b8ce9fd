import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductImage } from './ProductImage.tsx';

// What the api answers for an upload (apps/api README "Uploads").
const uploaded = {
  fileUri: '/api/public/files/u1/original.png',
  thumbUri150: '/api/public/files/u1/w150.webp',
  thumbUri360: '/api/public/files/u1/w360.webp',
  thumbUri780: '/api/public/files/u1/w780.webp',
  thumbUri1600: '/api/public/files/u1/w1600.webp',
  originName: 'card.png',
};

function img(): HTMLImageElement {
  return screen.getByRole('img') as HTMLImageElement;
}

describe('ProductImage', () => {
  it('draws the stored thumbnail for the display width, lazily', () => {
    render(
      <ProductImage
        source={uploaded}
        displayWidth={300}
        alt="상담사 사진"
        width={120}
        height={120}
      />,
    );

    expect(img().getAttribute('src')).toBe('/api/public/files/u1/w360.webp');
    expect(img().getAttribute('alt')).toBe('상담사 사진');
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('decoding')).toBe('async');
    expect(img().getAttribute('fetchpriority')).toBeNull();
    expect(img().getAttribute('width')).toBe('120');
    expect(img().getAttribute('height')).toBe('120');
    expect(img().getAttribute('data-fit')).toBe('cover');
    expect(img().getAttribute('data-fallback')).toBeNull();
  });

  it('loads at once with high priority when it is above the fold', () => {
    render(<ProductImage source={uploaded} displayWidth={1200} alt="배너" priority />);

    expect(img().getAttribute('src')).toBe('/api/public/files/u1/w1600.webp');
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('prefixes a relative path with the app and api bases', () => {
    render(<ProductImage source="public/files/u2/w780.webp" alt="카드" />);
    expect(img().getAttribute('src')).toBe('/api/public/files/u2/w780.webp');
  });

  it('uses the given bases', () => {
    render(
      <ProductImage
        source="public/files/u2/w780.webp"
        alt="카드"
        bases={{ appBase: '/app/', apiBase: '/api' }}
      />,
    );
    expect(img().getAttribute('src')).toBe('/app/api/public/files/u2/w780.webp');
  });

  it('shows the product logo when there is no picture', () => {
    render(<ProductImage source={null} alt="프로필 사진 없음" />);

    expect(img().getAttribute('src')).toBe('/favicon.svg');
    expect(img().getAttribute('data-fallback')).toBe('true');
  });

  it('falls back to the logo once when the file fails to load, and tells the caller', () => {
    const onError = vi.fn();
    render(<ProductImage source={uploaded} displayWidth={100} alt="사진" onError={onError} />);

    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/favicon.svg');
    expect(img().getAttribute('data-fallback')).toBe('true');
    expect(onError).toHaveBeenCalledTimes(1);

    // The logo failing too ends there.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/favicon.svg');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('tries a new source again after an earlier one failed', () => {
    const { rerender } = render(<ProductImage source="/api/public/files/a.png" alt="사진" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/favicon.svg');

    rerender(<ProductImage source="/api/public/files/b.png" alt="사진" />);
    expect(img().getAttribute('src')).toBe('/api/public/files/b.png');
    expect(img().getAttribute('data-fallback')).toBeNull();
  });

  it('keeps the box with an aspect ratio and takes the caller’s class and style', () => {
    render(
      <ProductImage
        source={uploaded}
        displayWidth={700}
        alt="덱 표지"
        aspectRatio="4 / 3"
        fit="contain"
        className="cover"
        style={{ borderRadius: 8 }}
      />,
    );

    expect(img().style.aspectRatio).toBe('4 / 3');
    expect(img().style.borderRadius).toBe('8px');
    expect(img().classList.contains('cover')).toBe(true);
    expect(img().getAttribute('data-fit')).toBe('contain');
  });

  it('is decorative with an empty alt', () => {
    render(<ProductImage source={uploaded} displayWidth={100} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('alt')).toBe('');
  });
});
