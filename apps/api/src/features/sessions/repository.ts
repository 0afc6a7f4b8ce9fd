import type { SessionStatus } from '@arcana/domain';
import { and, asc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { counselingSessions } from './tables';

export type CounselingSessionRow = typeof counselingSessions.$inferSelect;

/** A session with the names SPEC §3 shows next to it. */
export type CounselingSessionView = {
  session: CounselingSessionRow;
  counselorName: string;
  userDisplayName: string;
  /** The counselor's own user id: counselor notifications address it. */
  counselorUserId: number;
};

const ACTIVE_STATUSES: SessionStatus[] = ['PREPARING', 'IN_PROGRESS'];
const SCHEDULED: SessionStatus = 'SCHEDULED';

const counselorUsers = alias(users, 'counselor_users');

export type ActiveWindow = { from: Date; to: Date };

export function createCounselingSessionsRepository(db: AppDb) {
  function selectViews(where: SQL | undefined) {
    return db
      .select({
        session: counselingSessions,
        // The public name (활동명) once written; before, the counselor's display name.
        counselorName: sql<string>`coalesce(${counselors.name}, ${counselorUsers.displayName})`,
        userDisplayName: users.displayName,
        counselorUserId: counselors.userId,
      })
      .from(counselingSessions)
      .innerJoin(users, eq(users.id, counselingSessions.userId))
      .innerJoin(counselors, eq(counselors.id, counselingSessions.counselorId))
      .innerJoin(counselorUsers, eq(counselorUsers.id, counselors.userId))
      .where(where)
      .orderBy(asc(counselingSessions.startTime), asc(counselingSessions.id));
  }

  /** PREPARING or IN_PROGRESS, or SCHEDULED to start inside the window (both ends included). */
  function active(window: ActiveWindow): SQL {
    return or(
      inArray(counselingSessions.status, ACTIVE_STATUSES),
      and(
        eq(counselingSessions.status, SCHEDULED),
        gte(counselingSessions.startTime, window.from),
        lte(counselingSessions.startTime, window.to),
      ),
    ) as SQL;
  }

  return {
    async insert(values: typeof counselingSessions.$inferInsert): Promise<CounselingSessionRow> {
      const [row] = await db.insert(counselingSessions).values(values).returning();
      if (!row) throw new Error('counseling session insert returned no row');
      return row;
    },

    async findView(id: number): Promise<CounselingSessionView | undefined> {
      const [view] = await selectViews(eq(counselingSessions.id, id));
      return view;
    },

    async activeOfUser(userId: number, window: ActiveWindow): Promise<CounselingSessionView[]> {
      return selectViews(and(eq(counselingSessions.userId, userId), active(window)));
    },

    async activeOfCounselor(
      counselorId: number,
      window: ActiveWindow,
    ): Promise<CounselingSessionView[]> {
      return selectViews(and(eq(counselingSessions.counselorId, counselorId), active(window)));
    },

    /** The counselor's sessions starting in [from, to), earliest first (counselor-monthly). */
    async startingBetween(
      counselorId: number,
      from: Date,
      to: Date,
    ): Promise<CounselingSessionView[]> {
      return selectViews(
        and(
          eq(counselingSessions.counselorId, counselorId),
          gte(counselingSessions.startTime, from),
          lt(counselingSessions.startTime, to),
        ),
      );
    },

    async countBetween(userId: number, counselorId: number): Promise<number> {
      const rows = await db
        .select({ id: counselingSessions.id })
        .from(counselingSessions)
        .where(
          and(
            eq(counselingSessions.userId, userId),
            eq(counselingSessions.counselorId, counselorId),
          ),
        );
      return rows.length;
    },
  };
}

export type CounselingSessionsRepository = ReturnType<typeof createCounselingSessionsRepository>;
