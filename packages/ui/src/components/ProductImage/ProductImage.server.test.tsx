// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ProductImage } from './ProductImage.tsx';

// DESIGN "Public pages render without a browser": no window or document while rendering.
it('renders to HTML without a browser', () => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <ProductImage source="public/files/u1/w360.webp" displayWidth={300} alt="카드" width={300} />,
  );
  expect(html).toContain('src="/api/public/files/u1/w360.webp"');
  expect(html).toContain('loading="lazy"');
  expect(html).toContain('alt="카드"');
});
