import type { ReservationTab } from '@arcana/domain';
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { type CounselorBriefRow, counselors } from '../counselors';
import { orders, refunds } from '../orders';
import { uploads } from '../uploads';
import type { CounselingSessionView } from './repository';
import { counselingSessions } from './tables';
import { OPEN_STATUSES } from './transitions';

// /me/counseling/reservations: the caller's RESERVATION sessions with their order's money, the
// refunds and the counselor's card fields. UPCOMING = open, earliest start first; PAST = the
// rest, latest start first. The cursor is the last session id of the page before.

const counselorUsers = alias(users, 'counselor_users');
const s = counselingSessions;

export type ReservationRow = CounselingSessionView & {
  order: { orderId: string; price: number; pointsUsed: number; amount: number };
  counselor: CounselorBriefRow;
};

export type RefundRow = typeof refunds.$inferSelect;

function tabFilter(tab: ReservationTab): SQL {
  return tab === 'UPCOMING'
    ? inArray(s.status, [...OPEN_STATUSES])
    : notInArray(s.status, [...OPEN_STATUSES]);
}

/** Rows after the cursor's row in the tab's order; none when the cursor names no row. */
function afterCursor(tab: ReservationTab, lastId: number | undefined): SQL | undefined {
  if (lastId === undefined) return undefined;
  const cursor = sql`(select c.start_time, c.id from counseling_sessions c where c.id = ${lastId})`;
  return tab === 'UPCOMING'
    ? sql`(${s.startTime}, ${s.id}) > ${cursor}`
    : sql`(${s.startTime}, ${s.id}) < ${cursor}`;
}

export function createReservationsListRepository(db: AppDb) {
  function where(userId: number, tab: ReservationTab, lastId: number | undefined) {
    return and(
      eq(s.userId, userId),
      eq(s.startType, 'RESERVATION'),
      tabFilter(tab),
      afterCursor(tab, lastId),
    );
  }

  return {
    async page(
      userId: number,
      tab: ReservationTab,
      query: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: ReservationRow[]; total: number }> {
      const order =
        tab === 'UPCOMING' ? [asc(s.startTime), asc(s.id)] : [desc(s.startTime), desc(s.id)];
      const rows = await db
        .select({
          session: s,
          counselorName: sql<string>`coalesce(${counselors.name}, ${counselorUsers.displayName})`,
          userDisplayName: users.displayName,
          counselorUserId: counselors.userId,
          order: {
            orderId: orders.orderId,
            price: orders.price,
            pointsUsed: orders.pointsUsed,
            amount: orders.amount,
          },
          counselor: {
            id: counselors.id,
            name: counselors.name,
            status: counselors.status,
            portrait: counselors.portrait,
            image360: uploads.thumbUri360,
            ratingTotal: counselors.ratingTotal,
            reviewCount: counselors.reviewCount,
          },
        })
        .from(s)
        .innerJoin(orders, eq(orders.id, s.orderId))
        .innerJoin(users, eq(users.id, s.userId))
        .innerJoin(counselors, eq(counselors.id, s.counselorId))
        .innerJoin(counselorUsers, eq(counselorUsers.id, counselors.userId))
        .leftJoin(uploads, eq(uploads.id, counselors.profileImageUploadId))
        .where(where(userId, tab, query.lastId))
        .orderBy(...order)
        .limit(query.limit);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(s)
        .innerJoin(orders, eq(orders.id, s.orderId))
        .where(where(userId, tab, query.lastId));
      return { rows, total: counted?.total ?? 0 };
    },

    async refundsOf(orderRowIds: number[]): Promise<RefundRow[]> {
      if (orderRowIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, orderRowIds))
        .orderBy(asc(refunds.id));
    },
  };
}
