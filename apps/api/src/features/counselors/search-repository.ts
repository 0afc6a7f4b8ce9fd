import type { CounselorSort } from '@arcana/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { hashOf } from './art/svg-parts';
import type { SearchCursor } from './search-cursor';
import type { DrawnArt } from './tables';

// 상담사 찾기 in one query per page. Everything a card shows is on the counselors row (the
// products and reviews features keep counselingTypes, minPrice, reviewCount and ratingTotal
// there), so the search filters and sorts one table; category ids, the uploaded image and the
// caller's favourite flag are joined only for the page's rows, after the limit.

/** A card's fields as the database answers them (views.ts turns them into the DTO). */
export type SummaryRow = {
  id: number;
  name: string;
  status: string;
  level: number;
  introduction: string;
  careerYears: number;
  keywords: string[];
  counselingTypes: string[];
  minPrice: number | null;
  reviewCount: number;
  ratingTotal: number;
  portrait: DrawnArt | null;
  image360: string | null;
  /** Its categories' ids; the service names them from its copy of the (small) category list. */
  categoryIds: number[];
  favorite: boolean;
};

type PageRow = SummaryRow & { k0: number; k1: number | null; k2: number | null; total: number };

/** Shown publicly: enabled, past the application (level ≥ 1) and with a public name. */
export const LISTED = sql`c.enabled and c.level >= 1 and c.name is not null`;

const statusRank = sql`(case c.status when 'ON' then 0 when 'BUSY' then 1 when 'COUNSELING' then 2 else 3 end)`;
const ratingMean = sql`(case when c.review_count = 0 then 0 else c.rating_total::float8 / c.review_count end)`;

/**
 * Each sort as ascending keys (a descending one negated), the id breaking ties; the cursor
 * holds the last row's keys, so the next page is `(keys, id) > (cursor)`: no gaps, no repeats.
 */
const SORT_KEYS = {
  RECOMMENDED: [statusRank, sql`-${ratingMean}`, sql`-c.review_count`],
  RATING: [sql`-${ratingMean}`, sql`-c.review_count`],
  REVIEWS: [sql`-c.review_count`, sql`-${ratingMean}`],
  PRICE_LOW: [sql`coalesce(c.min_price, 2147483647)`],
  PRICE_HIGH: [sql`-coalesce(c.min_price, -1)`],
  NEWEST: [sql`-extract(epoch from c.created_at) * 1000000`],
} satisfies Record<CounselorSort, SQL[]>;

export type SearchQuery = {
  /** Already trimmed, 1–50 characters, or undefined. */
  q: string | undefined;
  category: string | undefined;
  type: string | undefined;
  status: string | undefined;
  sort: CounselorSort;
  cursor: SearchCursor | undefined;
  limit: number;
  viewerId: number | null;
};

/** `%` and `_` of the user's words are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The card columns of the counselors row `c` (with its upload `u`) for the viewer. */
export function summaryColumns(viewerId: number | null): SQL {
  const favorite =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from counselor_favorites f where f.user_id = ${viewerId} and f.counselor_id = c.id)`;
  return sql`c.id, c.name, c.status, c.level, c.introduction, c.career_years as "careerYears",
    c.keywords, c.counseling_types as "counselingTypes", c.min_price as "minPrice",
    c.review_count as "reviewCount", c.rating_total as "ratingTotal", c.portrait,
    u.thumb_uri_360 as "image360",
    array(select l.category_id from counselor_category_links l where l.counselor_id = c.id)
      as "categoryIds",
    ${favorite} as favorite`;
}

/** The page query (see the top of this file); the benchmark EXPLAINs it as it is. */
export function searchStatement(query: SearchQuery): SQL {
  const keys = SORT_KEYS[query.sort];
  const where: SQL[] = [LISTED];
  if (query.q !== undefined) {
    const pattern = containsPattern(query.q);
    // The unit separator cannot be typed (the text policy refuses control characters), so a
    // search never matches across two keywords.
    where.push(
      sql`(c.name ilike ${pattern} or array_to_string(c.keywords, E'\\x1f') ilike ${pattern})`,
    );
  }
  if (query.category !== undefined) {
    where.push(sql`exists (select 1 from counselor_category_links l
      join counselor_categories cat on cat.id = l.category_id
      where l.counselor_id = c.id and cat.slug = ${query.category})`);
  }
  if (query.type !== undefined) where.push(sql`${query.type} = any(c.counseling_types)`);
  if (query.status !== undefined) where.push(sql`c.status = ${query.status}`);
  if (query.cursor) {
    const after = query.cursor.keys.map((key) => sql`${key}::float8`);
    where.push(
      sql`(${sql.join(keys, sql`, `)}, c.id) > (${sql.join(after, sql`, `)}, ${query.cursor.id}::int)`,
    );
  }
  const keyColumns = keys.map((key, index) => sql`(${key})::float8 as k${sql.raw(String(index))}`);
  const order = keys.map((_, index) => sql.raw(`k${index}`));
  const total = query.cursor ? sql`0` : sql`count(*) over ()`;
  return sql`
    with page as (
      select c.id, ${sql.join(keyColumns, sql`, `)}, ${total}::int as total
      from counselors c
      where ${sql.join(where, sql` and `)}
      order by ${sql.join(order, sql`, `)}, c.id
      limit ${query.limit + 1}
    )
    select ${summaryColumns(query.viewerId)}, page.*
    from page
    join counselors c on c.id = page.id
    left join uploads u on u.id = c.profile_image_upload_id
    order by ${sql.join(
      order.map((key) => sql`page.${key}`),
      sql`, `,
    )}, page.id`;
}

type PreparingDb = {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  _: {
    session: {
      prepareQuery(
        query: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
};

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans each text once
 * per connection instead of on every search (the search has a few dozen texts at most: one per
 * sort and combination of filters). Drizzle's `execute` has no name, so this uses the same
 * session call it makes with one. PGlite ignores the name.
 */
export async function executePrepared<T>(db: AppDb, statement: SQL): Promise<T[]> {
  const preparing = db as unknown as PreparingDb;
  const query = preparing.dialect.sqlToQuery(statement);
  const name = `counselors_${hashOf(query.sql).toString(36)}`;
  const result = await preparing._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

export function createSearchRepository(db: AppDb) {
  return {
    /** One page (up to limit + 1 rows, to tell whether another follows) and the total. */
    async search(query: SearchQuery): Promise<{ rows: PageRow[]; total: number | null }> {
      const rows = await executePrepared<PageRow>(db, searchStatement(query));
      return { rows, total: query.cursor ? null : (rows[0]?.total ?? 0) };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

/** The sort keys of a page row, for the next cursor. */
export function keysOf(row: PageRow, sort: CounselorSort): number[] {
  return [row.k0, row.k1, row.k2].slice(0, SORT_KEYS[sort].length) as number[];
}
