import type { CounselorProduct, ProductRequest } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { createCounselorsRepository } from '../counselors';
import type { Uploads } from '../uploads';
import { createCounselorProductsRepository, type ProductValues } from './counselor-repository';
import { syncCounselorOffer } from './for-others';
import { productMessages as m } from './messages';
import { createProductsRepository, type ProductCardRow } from './repository';
import { imagesByProduct, toProductDetail } from './views';

// A counselor's own products (DESIGN "Products"). What users can buy follows every write at
// once: the counselor's offer columns are recomputed in the same transaction, and orders read
// the product when they are made, keeping their own copy (name, price, minutes) once paid, so a
// change reaches the next order and never a paid one.

export const PRODUCT_IMAGE_PURPOSE = 'product-image';

export type CounselorProductsDeps = {
  db: AppDb;
  now: Clock;
  uploads: Pick<Uploads, 'attach' | 'detach'>;
  /** A change of what a counselor offers: the counselors feature drops its cached searches. */
  onChange: () => void;
};

const valuesOf = (request: ProductRequest): ProductValues => ({
  name: request.name,
  counselingType: request.counselingType,
  durationMinutes: request.durationMinutes,
  price: request.price,
  description: request.description,
  enabled: request.enabled,
});

export function createCounselorProductsService(deps: CounselorProductsDeps) {
  const { db, now, uploads } = deps;
  const counselors = createCounselorsRepository(db);

  async function counselorIdOf(userId: number): Promise<number> {
    const counselor = await counselors.findByUserId(userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return counselor.id;
  }

  async function toCounselorProducts(rows: ProductCardRow[]): Promise<CounselorProduct[]> {
    const repository = createProductsRepository(db);
    const imageRows = await repository.imagesOf(rows.map((row) => row.id));
    const images = imagesByProduct(imageRows);
    return rows.map((row) => ({
      ...toProductDetail(row, images.get(row.id) ?? []),
      // The counselor sees its own switch; users see whether it can be bought (paused too).
      enabled: row.enabled,
      uploadIds: imageRows.flatMap((image) =>
        image.productId === row.id && image.upload ? [image.upload.id] : [],
      ),
      ordersCount: row.soldCount,
    }));
  }

  async function one(productId: number): Promise<CounselorProduct> {
    const row = await createProductsRepository(db).find(productId);
    if (!row) throw AppError.notFound(m.productNotFound);
    const [product] = await toCounselorProducts([row]);
    if (!product) throw AppError.notFound(m.productNotFound);
    return product;
  }

  /** The images become `uploadIds`: new ones attached, dropped ones deleted. */
  async function setImages(tx: AppDb, userId: number, productId: number, uploadIds: string[]) {
    const repository = createCounselorProductsRepository(tx);
    const before = await repository.uploadIdsOf(productId);
    for (const uploadId of uploadIds) {
      if (!before.includes(uploadId)) {
        await uploads.attach(tx, { uploadId, ownerUserId: userId, purpose: PRODUCT_IMAGE_PURPOSE });
      }
    }
    await repository.replaceImages(productId, uploadIds);
    for (const uploadId of before) {
      if (uploadIds.includes(uploadId)) continue;
      if (await repository.usedElsewhere(uploadId, productId)) continue;
      await uploads.detach(tx, { uploadId, purpose: PRODUCT_IMAGE_PURPOSE });
    }
  }

  return {
    /** GET /api/client/counselor/products: every product of the caller, disabled ones too. */
    async list(userId: number): Promise<CounselorProduct[]> {
      const counselorId = await counselorIdOf(userId);
      return toCounselorProducts(await createProductsRepository(db).allOf(counselorId));
    },

    async create(userId: number, request: ProductRequest): Promise<CounselorProduct> {
      const counselorId = await counselorIdOf(userId);
      const id = await inTransaction(db, async (tx) => {
        const productId = await createCounselorProductsRepository(tx).insert(
          counselorId,
          valuesOf(request),
          now(),
        );
        await setImages(tx, userId, productId, request.uploadIds);
        await syncCounselorOffer(tx, counselorId);
        return productId;
      });
      deps.onChange();
      return one(id);
    },

    async update(userId: number, id: number, request: ProductRequest): Promise<CounselorProduct> {
      const counselorId = await counselorIdOf(userId);
      await inTransaction(db, async (tx) => {
        const repository = createCounselorProductsRepository(tx);
        if (!(await repository.ownForUpdate(counselorId, id))) {
          throw AppError.notFound(m.productNotFound);
        }
        await repository.update(id, valuesOf(request), now());
        await setImages(tx, userId, id, request.uploadIds);
        await syncCounselorOffer(tx, counselorId);
      });
      deps.onChange();
      return one(id);
    },

    async setEnabled(userId: number, id: number, enabled: boolean): Promise<CounselorProduct> {
      const counselorId = await counselorIdOf(userId);
      await inTransaction(db, async (tx) => {
        const repository = createCounselorProductsRepository(tx);
        if (!(await repository.ownForUpdate(counselorId, id))) {
          throw AppError.notFound(m.productNotFound);
        }
        await repository.update(id, { enabled }, now());
        await syncCounselorOffer(tx, counselorId);
      });
      deps.onChange();
      return one(id);
    },
  };
}

export type CounselorProductsService = ReturnType<typeof createCounselorProductsService>;
