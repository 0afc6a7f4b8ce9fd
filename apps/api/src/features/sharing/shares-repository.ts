import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { type ShareSnapshot, shares } from './tables';

// The only ORM code of shares. Lists are keyset pages: recent by (created_at, id), popular by
// (score, created_at, id) where score = reactions + comments; the cursor carries the last row's
// values, created_at in whole microseconds so no precision is lost on the way.

export type ShareRow = typeof shares.$inferSelect;
export type ShareListRow = ShareRow & {
  reactionTotal: number;
  commentCount: number;
  score: number;
  /** created_at in whole microseconds since 1970 (exact, unlike a JS Date). */
  createdAtMicros: number;
};
export type ShareCursor = { score?: number; micros: number; id: string };
export type ShareListQuery = {
  sort: 'recent' | 'popular';
  characterId?: number | undefined;
  ownerId?: number | undefined;
  cursor?: ShareCursor | undefined;
  limit: number;
};

// Written out whole: drizzle drops the table name from columns in a select list, and inside a
// subquery `id` alone would name the wrong table's column.
const reactionTotal = sql<number>`(${sql.raw('select count(*)::int from reactions r where r.share_id = "shares"."id"')})`;
const commentCount = sql<number>`(${sql.raw('select count(*)::int from comments c where c.share_id = "shares"."id"')})`;
const score = sql<number>`(${reactionTotal} + ${commentCount})`;

/**
 * Accounts' deletion hook: a deleted person's shares go with them (a snapshot may carry their
 * name and their question), in the deletion's own transaction.
 */
export async function deleteSharesOfDeletedUser(tx: AppDb, userId: number): Promise<void> {
  await tx.delete(shares).where(eq(shares.ownerId, userId));
}

/** Integer arithmetic from the epoch: no floating point between the cursor and the row. */
const fromMicros = (micros: number) =>
  sql`(timestamptz 'epoch' + ${String(micros)}::bigint * interval '1 microsecond')`;

export function createSharesRepository(db: AppDb) {
  return {
    async insert(values: typeof shares.$inferInsert): Promise<ShareRow> {
      const [row] = await db.insert(shares).values(values).returning();
      if (!row) throw new Error('share insert returned nothing');
      return row;
    },

    async find(id: string): Promise<ShareRow | undefined> {
      const [row] = await db.select().from(shares).where(eq(shares.id, id)).limit(1);
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(shares).where(eq(shares.id, id));
    },

    /** The owner's current display name (a share shows it only when allowed). */
    async displayNameOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ displayName: users.displayName })
        .from(users)
        .where(eq(users.id, userId));
      return row?.displayName ?? null;
    },

    async page(query: ShareListQuery): Promise<ShareListRow[]> {
      const filters: (SQL | undefined)[] = [
        query.characterId === undefined ? undefined : eq(shares.characterId, query.characterId),
        query.ownerId === undefined ? undefined : eq(shares.ownerId, query.ownerId),
      ];
      const { cursor } = query;
      if (cursor) {
        filters.push(
          query.sort === 'popular'
            ? sql`(${score}, ${shares.createdAt}, ${shares.id}) < (${cursor.score ?? 0}, ${fromMicros(cursor.micros)}, ${cursor.id})`
            : sql`(${shares.createdAt}, ${shares.id}) < (${fromMicros(cursor.micros)}, ${cursor.id})`,
        );
      }
      const order =
        query.sort === 'popular'
          ? [desc(score), desc(shares.createdAt), desc(shares.id)]
          : [desc(shares.createdAt), desc(shares.id)];
      const rows = await db
        .select({
          share: shares,
          reactionTotal,
          commentCount,
          score,
          createdAtMicros: sql<string>`(extract(epoch from ${shares.createdAt}) * 1000000)::bigint::text`,
        })
        .from(shares)
        .where(and(...filters))
        .orderBy(...order)
        .limit(query.limit);
      return rows.map((row) => ({
        ...row.share,
        reactionTotal: Number(row.reactionTotal),
        commentCount: Number(row.commentCount),
        score: Number(row.score),
        createdAtMicros: Number(row.createdAtMicros),
      }));
    },
  };
}

export type SharesRepository = ReturnType<typeof createSharesRepository>;
export type { ShareSnapshot };
