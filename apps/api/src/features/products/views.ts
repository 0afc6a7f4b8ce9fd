import {
  addTimePrice,
  COUNSELING_TYPES,
  type CounselingType,
  type Image,
  type ProductCard,
  type ProductDetail,
  type ProductSummary,
} from '@arcana/domain';
import { toCounselorBrief } from '../counselors';
import { toImage } from '../uploads';
import { drawnProductImage } from './images';
import type { ProductCardRow, ProductImageRow } from './repository';

// Rows → the domain's answers.

type SummaryFields = Pick<
  ProductCardRow,
  'id' | 'counselorId' | 'name' | 'counselingType' | 'durationMinutes' | 'price' | 'soldCount'
>;

/** A stored type is always one of these (a check constraint); CHAT stands in for the impossible. */
function typeOf(value: string): CounselingType {
  return COUNSELING_TYPES.find((type) => type === value) ?? 'CHAT';
}

/** An image's upload when there is one, else its drawing; null when neither is left. */
export function toProductImage(row: ProductImageRow): Image | null {
  if (row.upload) return toImage(row.upload);
  return row.art ? drawnProductImage(row.productId, row.position) : null;
}

/** The images of each product, in position order. */
export function imagesByProduct(rows: readonly ProductImageRow[]): Map<number, Image[]> {
  const byProduct = new Map<number, Image[]>();
  for (const row of rows) {
    const image = toProductImage(row);
    if (!image) continue;
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), image]);
  }
  return byProduct;
}

export function toProductSummary(row: SummaryFields, images: readonly Image[]): ProductSummary {
  return {
    id: row.id,
    counselorId: row.counselorId,
    name: row.name,
    counselingType: typeOf(row.counselingType),
    durationMinutes: row.durationMinutes,
    price: row.price,
    mainImage: images[0] ?? null,
    soldCount: row.soldCount,
  };
}

export function toProductCard(row: ProductCardRow, images: readonly Image[]): ProductCard {
  return { ...toProductSummary(row, images), counselor: toCounselorBrief(row.counselor) };
}

/** Only a product of a counselor shown publicly can be bought; the page still answers. */
export function isOnSale(row: ProductCardRow): boolean {
  const { counselor } = row;
  return row.enabled && counselor.enabled && counselor.level >= 1 && counselor.name !== null;
}

export function toProductDetail(row: ProductCardRow, images: readonly Image[]): ProductDetail {
  return {
    ...toProductCard(row, images),
    description: row.description,
    images: [...images],
    enabled: isOnSale(row),
    addTimePrice: addTimePrice(row),
  };
}
