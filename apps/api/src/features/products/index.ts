// The products feature (DESIGN "Products", issue 9): public lists and detail, a counselor's
// products for its profile, the drawn product images, and what orders need of a product.
import type { ProductCard } from '@arcana/domain';
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { CounselorServices } from '../counselors';
import type { FeatureDeps } from '../feature-deps';
import type { UploadPurpose } from '../uploads';
import { createCounselorProductsService, PRODUCT_IMAGE_PURPOSE } from './counselor-service';
import { createProductsRepository } from './repository';
import { counselorProductRoutes, publicProductRoutes } from './routes';
import { counselorOwnProductRoutes } from './routes-counselor';
import { createProductsService } from './service';
import { productImages } from './tables';

/** product_images.upload_id holds uploads attached to this purpose; public, like the product. */
export const productImagePurpose = {
  name: PRODUCT_IMAGE_PURPOSE,
  visibility: 'PUBLIC',
  columns: [productImages.uploadId],
} satisfies UploadPurpose;

/**
 * /api/public/products…, /api/public/counselors/{id}/products and the counselor's own
 * /api/client/counselor/products; fills the profile's products.
 */
export function mountProducts(app: Hono, deps: FeatureDeps & { counselors: CounselorServices }) {
  deps.uploads.purposes.register(productImagePurpose);
  const service = createProductsService(createProductsRepository(deps.db));
  // biome-ignore lint/correctness/useHookAtTopLevel: the counselors feature's callback setter, not a React hook
  deps.counselors.useProductsOf(service.summariesOf);
  app.route('/api/public/products', publicProductRoutes(service));
  app.route('/api/public/counselors', counselorProductRoutes(service));
  const { db, now, uploads, counselors } = deps;
  app.route(
    '/api/client/counselor',
    counselorOwnProductRoutes(
      createCounselorProductsService({ db, now, uploads, onChange: counselors.forgetSearches }),
    ),
  );
}

/** The most sold enabled products of counselors shown publicly (the 상담 home). */
export function popularProducts(db: AppDb, limit: number): Promise<ProductCard[]> {
  return createProductsService(createProductsRepository(db)).popular(limit);
}

/** Cards of these products in the given order, leaving out any not shown publicly (the home). */
export function productCardsInOrder(db: AppDb, ids: readonly number[]): Promise<ProductCard[]> {
  return createProductsService(createProductsRepository(db)).cardsInOrder(ids);
}

export {
  findProductForOrder,
  type ProductForOrder,
  recordProductSale,
  syncCounselorOffer,
} from './for-others';
export { drawnProductImage, productImageUri } from './images';
export { productArtSvg } from './product-art';
export { productImages, products } from './tables';
