import { asc, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { aiCharacters } from '../ai';
import {
  type CategoryRow,
  counselorCategories,
  LISTED_COUNSELOR,
  type SummaryRow,
  summaryColumns,
} from '../counselors';

// The home's own reads: the listed counselors ON now (the card rows; counselors'
// toCounselorSummary makes the cards), the popular products' ids (orders
// of the last 30 days, then the counselor's rating) and the characters' ids in display order.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createHomeRepository(db: AppDb) {
  return {
    /** Listed counselors whose status is ON, best rated first (mean, review count, id). */
    async online(limit: number, viewerId: number | null): Promise<SummaryRow[]> {
      return rowsOf<SummaryRow>(
        await db.execute(sql`
          select ${summaryColumns(viewerId)}
          from counselors c
          left join uploads u on u.id = c.profile_image_upload_id
          where ${LISTED_COUNSELOR} and c.status = 'ON'
          order by
            (case when c.review_count = 0 then 0 else c.rating_total::float8 / c.review_count end) desc,
            c.review_count desc, c.id
          limit ${limit}`),
      );
    },

    categories(): Promise<CategoryRow[]> {
      return db
        .select({
          id: counselorCategories.id,
          slug: counselorCategories.slug,
          name: counselorCategories.name,
          sortOrder: counselorCategories.sortOrder,
        })
        .from(counselorCategories);
    },

    /**
     * Enabled products of listed counselors: the most session orders paid in (since, until] first,
     * then the counselor's mean rating, its review count, the all-time sales and the id.
     */
    async popularProductIds(since: Date, until: Date, limit: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          select p.id
          from products p
          join counselors c on c.id = p.counselor_id
          left join (
            select o.product_id, count(*) as n from orders o
            where o.kind = 'SESSION'
              and o.paid_at > ${since.toISOString()} and o.paid_at <= ${until.toISOString()}
            group by o.product_id
          ) recent on recent.product_id = p.id
          where p.enabled and ${LISTED_COUNSELOR}
          order by coalesce(recent.n, 0) desc,
            (case when c.review_count = 0 then 0 else c.rating_total::float8 / c.review_count end) desc,
            c.review_count desc, p.sold_count desc, p.id
          limit ${limit}`),
      );
      return rows.map((row) => Number(row.id));
    },

    /** The first characters in display order. */
    async characterIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: aiCharacters.id })
        .from(aiCharacters)
        .orderBy(asc(aiCharacters.sortOrder), asc(aiCharacters.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
