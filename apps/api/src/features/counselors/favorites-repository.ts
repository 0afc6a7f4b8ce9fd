import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { LISTED, type SummaryRow, summaryColumns } from './search-repository';
import { counselorFavorites } from './tables';

// A user's favourite counselors (/me/favorites): one row per user and counselor. Lists show
// listed counselors only; a paused counselor comes back to the list when it is listed again.

export function createFavoritesRepository(db: AppDb) {
  return {
    async add(userId: number, counselorId: number): Promise<void> {
      await db.insert(counselorFavorites).values({ userId, counselorId }).onConflictDoNothing();
    },

    async remove(userId: number, counselorId: number): Promise<void> {
      await db
        .delete(counselorFavorites)
        .where(
          and(
            eq(counselorFavorites.userId, userId),
            eq(counselorFavorites.counselorId, counselorId),
          ),
        );
    },

    /** Which of these counselors the user keeps among favourites. */
    async amongIds(userId: number, counselorIds: number[]): Promise<Set<number>> {
      if (counselorIds.length === 0) return new Set();
      const rows = await db
        .select({ counselorId: counselorFavorites.counselorId })
        .from(counselorFavorites)
        .where(
          and(
            eq(counselorFavorites.userId, userId),
            inArray(counselorFavorites.counselorId, counselorIds),
          ),
        );
      return new Set(rows.map((row) => row.counselorId));
    },

    /**
     * The newest favourites first, older than the favourite of `lastId` (a counselor id) when
     * given; `total` counts every row from there on, this page included.
     */
    async page(
      userId: number,
      { limit, lastId }: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: SummaryRow[]; total: number }> {
      const older =
        lastId === undefined
          ? sql`true`
          : sql`(fav.created_at, fav.counselor_id) < (select last.created_at, last.counselor_id
              from counselor_favorites last where last.user_id = ${userId} and last.counselor_id = ${lastId})`;
      const result = (await db.execute(sql`
        select ${summaryColumns(userId)}, count(*) over ()::int as total
        from counselor_favorites fav
        join counselors c on c.id = fav.counselor_id
        left join uploads u on u.id = c.profile_image_upload_id
        where fav.user_id = ${userId} and ${LISTED} and ${older}
        order by fav.created_at desc, fav.counselor_id desc
        limit ${limit}`)) as unknown as { rows: (SummaryRow & { total: number })[] };
      return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
