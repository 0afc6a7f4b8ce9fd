import type { CounselingType, OrderKind, SessionStatus } from '@arcana/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { type CounselorBriefRow, counselors } from '../counselors';
import { orders, refunds } from '../orders';
import { uploads } from '../uploads';
import type { CounselingSessionView } from './repository';
import { counselingSessions } from './tables';

// The reads of the session pages: one session with what its detail shows, the user's sessions
// of a date range (상담 내역), the counselor's paged list and its counts. Money is read from the
// orders feature's tables (the session's order and its ADD_TIME orders), never written here.

const s = counselingSessions;
/** The counselor's user row, for the display name before a public name is written. */
export const counselorUsers = alias(users, 'counselor_users');
const ADD_TIME: OrderKind = 'ADD_TIME';

/** When a session "happens" for the lists: its start, or its creation before it has one. */
const happensAt = sql<Date>`coalesce(${s.startTime}, ${s.createdAt})`;

/** The columns of a session view; the query joins users, counselors, counselorUsers and uploads. */
export const sessionViewColumns = {
  session: s,
  // The public name (활동명) once written; before, the counselor's display name.
  counselorName: sql<string>`coalesce(${counselors.name}, ${counselorUsers.displayName})`,
  userDisplayName: users.displayName,
  counselorUserId: counselors.userId,
  counselor: {
    id: counselors.id,
    name: counselors.name,
    status: counselors.status,
    portrait: counselors.portrait,
    image360: uploads.thumbUri360,
    ratingTotal: counselors.ratingTotal,
    reviewCount: counselors.reviewCount,
  },
};

export type SessionReadRow = CounselingSessionView & { counselor: CounselorBriefRow };

export type SessionDetailRow = SessionReadRow & { messageCount: number; reviewId: number | null };

/** The session's money: its order and its paid ADD_TIME orders, refunds summed. */
export type SessionMoney = {
  price: number;
  pointsUsed: number;
  amount: number;
  refundedAmount: number;
  refundedPoints: number;
  refundReason: string | null;
  addTimeCount: number;
};

export type CounselorListQuery = {
  pageSize: number;
  currentPage: number;
  sort: 'ASC' | 'DESC';
  sortKey: 'updatedAt' | 'startTime';
  search?: string | undefined;
  status?: SessionStatus[] | undefined;
  counselingType?: CounselingType | undefined;
};

export type CounselorListRow = SessionReadRow & { price: number | null };

/** `%` and `_` typed by someone searching mean themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The prices of the session's paid orders (its own and ADD_TIME), or null without an order. */
const paidPrice = sql<number | null>`(
  select sum(o.price)::int from orders o
  where o.paid_at is not null
    and (o.id = ${s.orderId} or (o.kind = ${ADD_TIME} and o.session_id = ${s.id}))
)`;

export function createSessionReadsRepository(db: AppDb) {
  function selectFrom<T extends Record<string, SQL>>(extra: T) {
    return db
      .select({ ...sessionViewColumns, ...extra })
      .from(s)
      .innerJoin(users, eq(users.id, s.userId))
      .innerJoin(counselors, eq(counselors.id, s.counselorId))
      .innerJoin(counselorUsers, eq(counselorUsers.id, counselors.userId))
      .leftJoin(uploads, eq(uploads.id, counselors.profileImageUploadId));
  }

  function counselorFilter(counselorId: number, query: CounselorListQuery): SQL | undefined {
    const search = query.search?.trim();
    return and(
      eq(s.counselorId, counselorId),
      query.status === undefined ? undefined : inArray(s.status, query.status),
      query.counselingType === undefined ? undefined : eq(s.counselingType, query.counselingType),
      search
        ? or(
            ilike(users.displayName, likePattern(search)),
            ilike(s.productName, likePattern(search)),
          )
        : undefined,
    );
  }

  return {
    async findDetail(id: number): Promise<SessionDetailRow | undefined> {
      const [row] = await selectFrom({
        messageCount: sql<number>`(select count(*)::int from session_messages m where m.session_id = ${s.id})`,
        // The reviews table belongs to the reviews feature, which depends on this one.
        reviewId: sql<
          number | null
        >`(select r.id from counseling_reviews r where r.session_id = ${s.id})`,
      }).where(eq(s.id, id));
      return row;
    },

    async moneyOf(session: { id: number; orderId: number | null }): Promise<SessionMoney | null> {
      if (session.orderId === null) return null;
      const paid = await db
        .select({
          id: orders.id,
          kind: orders.kind,
          price: orders.price,
          pointsUsed: orders.pointsUsed,
          amount: orders.amount,
        })
        .from(orders)
        .where(
          and(
            isNotNull(orders.paidAt),
            or(
              eq(orders.id, session.orderId),
              and(eq(orders.kind, ADD_TIME), eq(orders.sessionId, session.id)),
            ),
          ),
        );
      if (paid.length === 0) return null;
      const returned = await db
        .select({ amount: refunds.amount, points: refunds.points, reason: refunds.reason })
        .from(refunds)
        .where(
          inArray(
            refunds.orderId,
            paid.map((order) => order.id),
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
      const sum = <T>(rows: T[], of: (row: T) => number) =>
        rows.reduce((total, row) => total + of(row), 0);
      return {
        price: sum(paid, (order) => order.price),
        pointsUsed: sum(paid, (order) => order.pointsUsed),
        amount: sum(paid, (order) => order.amount),
        refundedAmount: sum(returned, (refund) => refund.amount),
        refundedPoints: sum(returned, (refund) => refund.points),
        refundReason: returned.at(-1)?.reason ?? null,
        addTimeCount: paid.filter((order) => order.kind === ADD_TIME).length,
      };
    },

    /** The user's sessions happening in [from, to), newest first. */
    async ofUserBetween(userId: number, from: Date, to: Date): Promise<SessionReadRow[]> {
      return selectFrom({})
        .where(and(eq(s.userId, userId), gte(happensAt, from), lt(happensAt, to)))
        .orderBy(desc(happensAt), desc(s.id));
    },

    async counselorPage(
      counselorId: number,
      query: CounselorListQuery,
    ): Promise<{ rows: CounselorListRow[]; total: number }> {
      const where = counselorFilter(counselorId, query);
      const direction = query.sort === 'ASC' ? asc : desc;
      const key = query.sortKey === 'startTime' ? s.startTime : s.updatedAt;
      // Sessions without a start (IMMEDIATE, not accepted yet) come last either way.
      const nulls = sql.raw(query.sort === 'ASC' ? 'asc nulls last' : 'desc nulls last');
      const rows = await selectFrom({ price: paidPrice })
        .where(where)
        .orderBy(sql`${key} ${nulls}`, direction(s.id))
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** How many of the counselor's sessions start in [from, to), by status and type. */
    async countStarting(counselorId: number, from: Date, to: Date) {
      return db
        .select({
          status: s.status,
          counselingType: s.counselingType,
          n: sql<number>`count(*)::int`,
        })
        .from(s)
        .where(and(eq(s.counselorId, counselorId), gte(s.startTime, from), lt(s.startTime, to)))
        .groupBy(s.status, s.counselingType);
    },
  };
}

export type SessionReadsRepository = ReturnType<typeof createSessionReadsRepository>;
