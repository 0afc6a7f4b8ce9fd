import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { notices } from './tables';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeValues = Pick<
  typeof notices.$inferInsert,
  'category' | 'title' | 'body' | 'pinned' | 'publishedAt'
>;

const published = (now: Date) => lte(notices.publishedAt, now);

/** Pinned first, then the newest (ties by id, so a page never repeats or skips a row). */
const listOrder = [desc(notices.pinned), desc(notices.publishedAt), desc(notices.id)];

export function createNoticesRepository(db: AppDb) {
  return {
    async page(
      query: { offset: number; limit: number; category?: string | undefined },
      now: Date,
    ): Promise<{ rows: NoticeRow[]; total: number }> {
      const where: SQL | undefined = and(
        published(now),
        query.category === undefined ? undefined : eq(notices.category, query.category),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(where)
          .orderBy(...listOrder)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(notices).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findPublished(id: number, now: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), published(now)))
        .limit(1);
      return row;
    },

    /** The published notice just older (`previous`) or just newer (`next`) than `row`. */
    async neighbour(row: NoticeRow, side: 'previous' | 'next', now: Date) {
      const position = sql`(${notices.publishedAt}, ${notices.id})`;
      const here = sql`(${row.publishedAt.toISOString()}::timestamptz, ${row.id})`;
      const [found] = await db
        .select({ id: notices.id, title: notices.title })
        .from(notices)
        .where(
          and(
            published(now),
            side === 'previous' ? sql`${position} < ${here}` : sql`${position} > ${here}`,
          ),
        )
        .orderBy(
          ...(side === 'previous'
            ? [desc(notices.publishedAt), desc(notices.id)]
            : [asc(notices.publishedAt), asc(notices.id)]),
        )
        .limit(1);
      return found ?? null;
    },

    /** Every notice, scheduled ones too, newest first (the operator's list). */
    all(): Promise<NoticeRow[]> {
      return db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id));
    },

    async find(id: number): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
      return row;
    },

    async insert(values: NoticeValues & { createdAt?: Date }): Promise<NoticeRow> {
      const [row] = await db
        .insert(notices)
        .values({ ...values, updatedAt: values.createdAt ?? values.publishedAt })
        .returning();
      if (!row) throw new Error('insert returned no notice');
      return row;
    },

    async update(id: number, values: NoticeValues, now: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(notices)
        .set({ ...values, updatedAt: now })
        .where(eq(notices.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<boolean> {
      const deleted = await db
        .delete(notices)
        .where(eq(notices.id, id))
        .returning({ id: notices.id });
      return deleted.length > 0;
    },

    async titles(): Promise<Set<string>> {
      const rows = await db.select({ title: notices.title }).from(notices);
      return new Set(rows.map((row) => row.title));
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
