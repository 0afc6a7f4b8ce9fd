import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from '../counselors';
import { counselingReviews } from '../reviews';
import { counselingSessions } from '../sessions';
import { claims } from './tables';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimValues = typeof claims.$inferInsert;

export function createClaimsRepository(db: AppDb) {
  return {
    /**
     * Guests' inquiries from one e-mail (any case) since `since`, after taking that address's
     * transaction lock, so parallel sends of one address are counted one after another.
     */
    async lockAndCountGuestInquiries(email: string, since: Date): Promise<number> {
      const address = email.toLowerCase();
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`claims:guest:${address}`}))`);
      const [row] = await db
        .select({ total: count() })
        .from(claims)
        .where(
          and(
            isNull(claims.userId),
            eq(sql`lower(${claims.email})`, address),
            gt(claims.createdAt, since),
          ),
        );
      return row?.total ?? 0;
    },

    async insert(values: ClaimValues): Promise<ClaimRow> {
      const [row] = await db.insert(claims).values(values).returning();
      if (!row) throw new Error('insert returned no claim');
      return row;
    },

    async find(id: number): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
      return row;
    },

    async pageOf(
      userId: number,
      window: { offset: number; limit: number },
    ): Promise<{ rows: ClaimRow[]; total: number }> {
      const mine = eq(claims.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(claims)
          .where(mine)
          .orderBy(desc(claims.createdAt), desc(claims.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(claims).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The operator's list: newest first, optionally one status. */
    list(status: string | undefined, limit: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(claims)
        .where(status === undefined ? undefined : eq(claims.status, status))
        .orderBy(desc(claims.createdAt), desc(claims.id))
        .limit(limit);
    },

    async hasOpenReport(userId: number, targetType: string, targetId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: claims.id })
        .from(claims)
        .where(
          and(
            eq(claims.userId, userId),
            eq(claims.kind, 'REPORT'),
            eq(claims.status, 'RECEIVED'),
            eq(claims.targetType, targetType),
            eq(claims.targetId, targetId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Answers a RECEIVED claim; undefined when it is not (any more) RECEIVED. */
    async answer(
      id: number,
      values: { answer: string; answeredAt: Date; answeredBy: number },
    ): Promise<ClaimRow | undefined> {
      const [row] = await db
        .update(claims)
        .set({ ...values, status: 'ANSWERED' })
        .where(and(eq(claims.id, id), eq(claims.status, 'RECEIVED')))
        .returning();
      return row;
    },

    /** A session with the user ids of both its parties and what a label needs. */
    async sessionTarget(id: number) {
      const [row] = await db
        .select({
          userId: counselingSessions.userId,
          counselorUserId: counselors.userId,
          counselorName: counselors.name,
          counselingType: counselingSessions.counselingType,
          startTime: counselingSessions.startTime,
          createdAt: counselingSessions.createdAt,
        })
        .from(counselingSessions)
        .innerJoin(counselors, eq(counselors.id, counselingSessions.counselorId))
        .where(eq(counselingSessions.id, id))
        .limit(1);
      return row;
    },

    async reviewTarget(id: number) {
      const [row] = await db
        .select({ userId: counselingReviews.userId, content: counselingReviews.content })
        .from(counselingReviews)
        .where(eq(counselingReviews.id, id))
        .limit(1);
      return row;
    },
  };
}
