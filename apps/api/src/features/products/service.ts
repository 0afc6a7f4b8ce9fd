import type {
  CounselingType,
  ProductCard,
  ProductDetail,
  ProductPage,
  ProductSort,
  ProductSummary,
} from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import { MAX_SERIAL_ID } from '../../lib/cursor-page';
import {
  decodeProductCursor,
  encodeProductCursor,
  listFingerprint,
  type ProductCursor,
} from './cursor';
import { productMessages as m } from './messages';
import { productArtSvg } from './product-art';
import type { ProductCardRow, ProductsRepository } from './repository';
import { imagesByProduct, toProductCard, toProductDetail, toProductSummary } from './views';

export type ProductListRequest = {
  type?: CounselingType | undefined;
  category?: string | undefined;
  sort: ProductSort;
  cursor?: string | undefined;
  limit: number;
};

const notFound = () => AppError.notFound(m.productNotFound);

export function createProductsService(repository: ProductsRepository) {
  async function cardsOf(rows: readonly ProductCardRow[]): Promise<ProductCard[]> {
    const images = imagesByProduct(await repository.imagesOf(rows.map((row) => row.id)));
    return rows.map((row) => toProductCard(row, images.get(row.id) ?? []));
  }

  async function summariesOf(counselorId: number): Promise<ProductSummary[]> {
    const rows = await repository.enabledOf(counselorId);
    const images = imagesByProduct(await repository.imagesOf(rows.map((row) => row.id)));
    return rows.map((row) => toProductSummary(row, images.get(row.id) ?? []));
  }

  return {
    /** GET /api/public/products: enabled products of listed counselors, by cursor. */
    async list(request: ProductListRequest): Promise<ProductPage> {
      const list = listFingerprint(request);
      let cursor: ProductCursor | undefined;
      if (request.cursor !== undefined) {
        cursor = decodeProductCursor(request.cursor, list) ?? undefined;
        if (!cursor) throw AppError.validation([{ field: 'cursor', message: m.cursor }]);
      }
      const { rows, total } = await repository.page({
        type: request.type,
        category: request.category,
        sort: request.sort,
        cursor,
        limit: request.limit,
      });
      const page = rows.slice(0, request.limit);
      const last = page[page.length - 1];
      const more = rows.length > request.limit && last !== undefined;
      return {
        content: await cardsOf(page),
        nextCursor: more
          ? encodeProductCursor({
              key: repository.keyOf(last, request.sort),
              id: last.id,
              total,
              list,
            })
          : null,
        total,
      };
    },

    /** GET /api/public/products/{id}: any product, disabled ones answering enabled false. */
    async detail(id: number): Promise<ProductDetail> {
      const row = id <= MAX_SERIAL_ID ? await repository.find(id) : undefined;
      // A product of a counselor without a public name has no page to show.
      if (!row || row.counselor.name === null) throw notFound();
      const images = imagesByProduct(await repository.imagesOf([row.id]));
      return toProductDetail(row, images.get(row.id) ?? []);
    },

    /** GET /api/public/counselors/{id}/products: 404 unless the counselor is shown publicly. */
    async ofCounselor(counselorId: number): Promise<ProductSummary[]> {
      const listed = counselorId <= MAX_SERIAL_ID && (await repository.isListed(counselorId));
      if (!listed) throw AppError.notFound(m.counselorNotFound);
      return summariesOf(counselorId);
    },

    /** What the counselors feature shows on a profile (it has checked the counselor). */
    summariesOf,

    /** The most sold products (the 상담 home). */
    async popular(limit: number): Promise<ProductCard[]> {
      return cardsOf(await repository.popular(limit));
    },

    /** Cards of these products in the order given; a product not shown publicly is left out. */
    async cardsInOrder(ids: readonly number[]): Promise<ProductCard[]> {
      const rows = await repository.cardsByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return cardsOf(ids.map((id) => byId.get(id)).filter((row) => row !== undefined));
    },

    /** A drawn product image as SVG; 404 when the product has no drawing at that position. */
    async imageSvg(productId: number, position: number): Promise<string> {
      const row =
        productId <= MAX_SERIAL_ID && position <= 100
          ? await repository.drawnImage(productId, position)
          : undefined;
      if (!row?.art) throw AppError.notFound(m.imageNotFound);
      const type = (['CHAT', 'CALL', 'VIDEO'] as const).find((each) => each === row.counselingType);
      return productArtSvg(row.art, type ?? 'CHAT', row.name);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
