import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { uploads } from '../uploads';
import { events } from './tables';

export type EventRow = typeof events.$inferSelect;
export type EventWithImage = EventRow & { image: typeof uploads.$inferSelect | null };
export type EventValues = Pick<
  typeof events.$inferInsert,
  'title' | 'summary' | 'body' | 'imageUploadId' | 'startsAt' | 'endsAt' | 'link'
>;

type State = 'ONGOING' | 'UPCOMING' | 'ENDED';

/** Where, and in which order, each state's events come (the contract's list order). */
function stateFilter(state: State, now: Date): { where: SQL | undefined; order: SQL[] } {
  switch (state) {
    case 'ONGOING':
      return {
        where: and(lte(events.startsAt, now), gte(events.endsAt, now)),
        order: [asc(events.endsAt), asc(events.id)],
      };
    case 'UPCOMING':
      return { where: gt(events.startsAt, now), order: [asc(events.startsAt), asc(events.id)] };
    case 'ENDED':
      return { where: lt(events.endsAt, now), order: [desc(events.endsAt), desc(events.id)] };
    default:
      return state satisfies never;
  }
}

/** No state: ongoing (ending soonest), then upcoming (starting soonest), then ended (latest). */
function mixedOrder(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  const group = sql`case when ${events.startsAt} > ${at} then 1 when ${events.endsAt} < ${at} then 2 else 0 end`;
  return [
    asc(group),
    sql`case when ${group} = 0 then ${events.endsAt} end asc`,
    sql`case when ${group} = 1 then ${events.startsAt} end asc`,
    sql`case when ${group} = 2 then ${events.endsAt} end desc`,
    asc(events.id),
  ];
}

export function createEventsRepository(db: AppDb) {
  const withImage = () =>
    db
      .select({ event: events, image: uploads })
      .from(events)
      .leftJoin(uploads, eq(uploads.id, events.imageUploadId));
  const flat = (rows: { event: EventRow; image: typeof uploads.$inferSelect | null }[]) =>
    rows.map(({ event, image }) => ({ ...event, image }));

  return {
    async page(
      query: { offset: number; limit: number; state?: State | undefined },
      now: Date,
    ): Promise<{ rows: EventWithImage[]; total: number }> {
      const { where, order } = query.state
        ? stateFilter(query.state, now)
        : { where: undefined, order: mixedOrder(now) };
      const [rows, [counted]] = await Promise.all([
        withImage()
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(events).where(where),
      ]);
      return { rows: flat(rows), total: counted?.total ?? 0 };
    },

    async find(id: number): Promise<EventWithImage | undefined> {
      return flat(await withImage().where(eq(events.id, id)).limit(1))[0];
    },

    /** Every event, the latest start first (the operator's list). */
    async all(): Promise<EventWithImage[]> {
      return flat(await withImage().orderBy(desc(events.startsAt), desc(events.id)));
    },

    async insert(values: EventValues & { createdAt: Date }): Promise<EventRow> {
      const [row] = await db
        .insert(events)
        .values({ ...values, updatedAt: values.createdAt })
        .returning();
      if (!row) throw new Error('insert returned no event');
      return row;
    },

    async update(id: number, values: EventValues, now: Date): Promise<EventRow | undefined> {
      const [row] = await db
        .update(events)
        .set({ ...values, updatedAt: now })
        .where(eq(events.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<EventRow | undefined> {
      const [row] = await db.delete(events).where(eq(events.id, id)).returning();
      return row;
    },

    async titles(): Promise<Set<string>> {
      const rows = await db.select({ title: events.title }).from(events);
      return new Set(rows.map((row) => row.title));
    },
  };
}
