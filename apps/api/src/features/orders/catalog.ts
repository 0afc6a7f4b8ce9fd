import type { CounselorBrief } from '@arcana/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors, toCounselorBrief } from '../counselors';
import { uploads } from '../uploads';

// What orders reads of the counselors it sells for: the brief its order answers carry.
// Products are read through products/index.ts (findProductForOrder, recordProductSale).

export { findProductForOrder, recordProductSale } from '../products';

export async function counselorBrief(db: AppDb, counselorId: number): Promise<CounselorBrief> {
  const [row] = await db
    .select({
      id: counselors.id,
      name: counselors.name,
      status: counselors.status,
      portrait: counselors.portrait,
      image360: uploads.thumbUri360,
      ratingTotal: counselors.ratingTotal,
      reviewCount: counselors.reviewCount,
    })
    .from(counselors)
    .leftJoin(uploads, eq(uploads.id, counselors.profileImageUploadId))
    .where(eq(counselors.id, counselorId));
  return toCounselorBrief(
    row ?? {
      id: counselorId,
      name: null,
      status: 'OFF',
      portrait: null,
      image360: null,
      ratingTotal: 0,
      reviewCount: 0,
    },
  );
}
