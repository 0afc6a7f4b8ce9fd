import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselingSessions } from '../sessions';

// The only ORM code of profits: the counselor's settled sessions of a time range with what was
// paid for each (its order and its paid ADD_TIME orders, points included) and what went back.

const s = counselingSessions;

/** DESIGN "Money": a month's statement counts these endings. */
export const SETTLED_STATUSES = ['COMPLETED', 'NO_SHOW_USER'] as const;

const ordersOf = (what: string) =>
  sql.raw(`(
    select coalesce(sum(${what}), 0)::int from orders o
    where o.paid_at is not null
      and (o.id = counseling_sessions.order_id
        or (o.kind = 'ADD_TIME' and o.session_id = counseling_sessions.id))
  )`);

export type SettledSessionRow = {
  id: number;
  endedAt: Date;
  status: string;
  productName: string;
  userName: string;
  paid: number;
  refunded: number;
};

export function createProfitsRepository(db: AppDb) {
  return {
    /** The counselor's sessions that ended settled in [from, to), earliest first. */
    async settledBetween(counselorId: number, from: Date, to: Date): Promise<SettledSessionRow[]> {
      const rows = await db
        .select({
          id: s.id,
          endedAt: s.endedAt,
          status: s.status,
          productName: s.productName,
          userName: users.name,
          paid: sql<number>`${ordersOf('o.price')}`.mapWith(Number),
          refunded: sql<number>`${ordersOf('o.refunded_amount + o.refunded_points')}`.mapWith(
            Number,
          ),
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(
          and(
            eq(s.counselorId, counselorId),
            inArray(s.status, [...SETTLED_STATUSES]),
            gte(s.endedAt, from),
            lt(s.endedAt, to),
          ),
        )
        .orderBy(asc(s.endedAt), asc(s.id));
      return rows.flatMap((row) => (row.endedAt ? [{ ...row, endedAt: row.endedAt }] : []));
    },
  };
}

export type ProfitsRepository = ReturnType<typeof createProfitsRepository>;
