import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { type UploadRow, uploads } from '../uploads';
import { LISTED, type SummaryRow, summaryColumns } from './search-repository';
import {
  counselorCategories,
  counselorCertificates,
  counselorGalleryImages,
  counselors,
  type DrawnArt,
} from './tables';

// The public profile's parts: the card, certificates, gallery, categories and the pictures.

export type DetailRow = SummaryRow & { details: string; favoriteCount: number };

export type PictureRow<T> = T & { upload: UploadRow | null };

export function createProfileRepository(db: AppDb) {
  return {
    /** A listed counselor's card fields with the details, or undefined (unknown or hidden). */
    async findListed(id: number, viewerId: number | null): Promise<DetailRow | undefined> {
      const result = (await db.execute(sql`
        select ${summaryColumns(viewerId)}, c.details,
          (select count(*)::int from counselor_favorites f2 where f2.counselor_id = c.id)
            as "favoriteCount"
        from counselors c
        left join uploads u on u.id = c.profile_image_upload_id
        where c.id = ${id} and ${LISTED}`)) as unknown as { rows: DetailRow[] };
      return result.rows[0];
    },

    /** Whether a listed counselor of this id exists. */
    async isListed(id: number): Promise<boolean> {
      const result = (await db.execute(
        sql`select 1 as one from counselors c where c.id = ${id} and ${LISTED}`,
      )) as unknown as { rows: unknown[] };
      return result.rows.length > 0;
    },

    async certificatesOf(counselorId: number) {
      const rows = await db
        .select({ certificate: counselorCertificates, upload: uploads })
        .from(counselorCertificates)
        .leftJoin(uploads, eq(uploads.id, counselorCertificates.imageUploadId))
        .where(eq(counselorCertificates.counselorId, counselorId))
        .orderBy(asc(counselorCertificates.position), asc(counselorCertificates.id));
      return rows.map(({ certificate, upload }) => ({ ...certificate, upload }));
    },

    /** The gallery in position order; `limit` for the profile's first images. */
    async galleryOf(counselorId: number, limit?: number) {
      const query = db
        .select({ image: counselorGalleryImages, upload: uploads })
        .from(counselorGalleryImages)
        .leftJoin(uploads, eq(uploads.id, counselorGalleryImages.uploadId))
        .where(eq(counselorGalleryImages.counselorId, counselorId))
        .orderBy(asc(counselorGalleryImages.position), asc(counselorGalleryImages.id));
      const rows = limit === undefined ? await query : await query.limit(limit);
      return rows.map(({ image, upload }) => ({ ...image, upload }));
    },

    async galleryCount(counselorId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(counselorGalleryImages)
        .where(eq(counselorGalleryImages.counselorId, counselorId));
      return Number(row?.n ?? 0);
    },

    async categories() {
      return db
        .select({
          id: counselorCategories.id,
          slug: counselorCategories.slug,
          name: counselorCategories.name,
          description: counselorCategories.description,
          sortOrder: counselorCategories.sortOrder,
        })
        .from(counselorCategories)
        .orderBy(asc(counselorCategories.sortOrder), asc(counselorCategories.id));
    },

    /** The portrait's art and name of a listed counselor. */
    async portraitOf(id: number): Promise<{ name: string; art: DrawnArt | null } | undefined> {
      const [row] = await db
        .select({ name: counselors.name, art: counselors.portrait })
        .from(counselors)
        .where(and(eq(counselors.id, id), sql`${counselors.enabled} and ${counselors.level} >= 1`));
      if (!row?.name) return undefined;
      return { name: row.name, art: row.art };
    },

    async certificateArt(counselorId: number, id: number) {
      const [row] = await db
        .select({ name: counselorCertificates.name, art: counselorCertificates.art })
        .from(counselorCertificates)
        .where(
          and(eq(counselorCertificates.id, id), eq(counselorCertificates.counselorId, counselorId)),
        );
      return row;
    },

    async galleryArt(counselorId: number, id: number) {
      const [row] = await db
        .select({ name: counselorGalleryImages.caption, art: counselorGalleryImages.art })
        .from(counselorGalleryImages)
        .where(
          and(
            eq(counselorGalleryImages.id, id),
            eq(counselorGalleryImages.counselorId, counselorId),
          ),
        );
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
