import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { type CategoryRow, LISTED_COUNSELOR, type SummaryRow } from '../counselors';

// The 상담 home's own reads: who is online (one query: the card rows, the caller's favourite
// flags and the ON count) and the categories with how many listed counselors each has (one
// query). The cards are made by counselors' toCounselorSummary; products and reviews come from
// their features.

type OnlineRow = SummaryRow & { onlineCount: number };

export type HomeCategoryRow = CategoryRow & { description: string; counselorCount: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createHomeRepository(db: AppDb) {
  return {
    /** Listed counselors ON (then BUSY), best rated first, and how many are ON. */
    async online(limit: number, viewerId: number | null) {
      const favorite =
        viewerId === null
          ? sql`false`
          : sql`exists (select 1 from counselor_favorites f where f.user_id = ${viewerId} and f.counselor_id = c.id)`;
      const rows = rowsOf<OnlineRow>(
        await db.execute(sql`
          select c.id, c.name, c.status, c.level, c.introduction, c.career_years as "careerYears",
            c.keywords, c.counseling_types as "counselingTypes", c.min_price as "minPrice",
            c.review_count as "reviewCount", c.rating_total as "ratingTotal", c.portrait,
            u.thumb_uri_360 as "image360",
            array(select l.category_id from counselor_category_links l
              where l.counselor_id = c.id) as "categoryIds",
            ${favorite} as favorite,
            (count(*) filter (where c.status = 'ON') over ())::int as "onlineCount"
          from counselors c
          left join uploads u on u.id = c.profile_image_upload_id
          where ${LISTED_COUNSELOR} and c.status in ('ON', 'BUSY')
          order by (c.status = 'ON') desc,
            (case when c.review_count = 0 then 0 else c.rating_total::float8 / c.review_count end) desc,
            c.review_count desc, c.id
          limit ${limit}`),
      );
      return { online: rows, onlineCount: rows[0]?.onlineCount ?? 0 };
    },

    /** Every category in display order with its listed counselors counted. */
    async categories(): Promise<HomeCategoryRow[]> {
      return rowsOf<HomeCategoryRow>(
        await db.execute(sql`
          select cat.id, cat.slug, cat.name, cat.description, cat.sort_order as "sortOrder",
            (select count(*) from counselor_category_links l join counselors c on c.id = l.counselor_id
              where l.category_id = cat.id and ${LISTED_COUNSELOR})::int as "counselorCount"
          from counselor_categories cat
          order by cat.sort_order, cat.id`),
      );
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
