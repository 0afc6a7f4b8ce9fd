import type { Image } from '@arcana/domain';
import { drawnImage } from '../counselors';

// A product image is an upload (its own files and thumbnails) or, without one, drawn by code
// and served as SVG by GET /api/public/products/{id}/images/{position}.svg: one drawing serves
// every display width, so each thumbnail uri names the same file.

/** Where a drawn product image is served. */
export const productImageUri = (productId: number, position: number) =>
  `/api/public/products/${productId}/images/${position}.svg`;

/** The Image of a drawn product image. */
export function drawnProductImage(productId: number, position: number): Image {
  return drawnImage(productImageUri(productId, position), `product-${productId}-${position}.svg`);
}
