import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { counselingSessions } from '../sessions';
import { uploads } from '../uploads';
import { olderThan } from './review-paging';
import { counselingReviews } from './tables';

// Writing and replying (DESIGN "Reviews") and the writer's own list (나의 리뷰): every counselor,
// listed or not, since these are the caller's own rows.

const r = counselingReviews;
const c = alias(counselors, 'c');
const u = alias(uploads, 'u');
const counselorUsers = alias(users, 'counselor_users');

export function createMyReviewsRepository(db: AppDb) {
  const select = () =>
    db
      .select({
        id: r.id,
        sessionId: r.sessionId,
        userId: r.userId,
        rating: r.rating,
        content: r.content,
        reply: r.reply,
        repliedAt: r.repliedAt,
        createdAt: r.createdAt,
        productName: counselingSessions.productName,
        counselingType: counselingSessions.counselingType,
        sessionStartTime: counselingSessions.startTime,
        userDisplayName: users.displayName,
        counselorUserId: c.userId,
        counselorName: sql<string>`coalesce(${c.name}, ${counselorUsers.displayName})`,
        counselor: {
          id: c.id,
          name: c.name,
          status: c.status,
          portrait: c.portrait,
          image360: u.thumbUri360,
          ratingTotal: c.ratingTotal,
          reviewCount: c.reviewCount,
        },
      })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .innerJoin(counselingSessions, eq(counselingSessions.id, r.sessionId))
      .innerJoin(c, eq(c.id, r.counselorId))
      .innerJoin(counselorUsers, eq(counselorUsers.id, c.userId))
      .leftJoin(u, eq(u.id, c.profileImageUploadId));

  return {
    /** The new review, or undefined when its session already has one (a racing writer). */
    async insertOnce(values: typeof r.$inferInsert): Promise<{ id: number } | undefined> {
      const [row] = await db
        .insert(r)
        .values(values)
        .onConflictDoNothing({ target: r.sessionId })
        .returning({ id: r.id });
      return row;
    },

    async find(id: number) {
      const [row] = await select().where(eq(r.id, id)).limit(1);
      return row;
    },

    /** The counselor's reply, only the first: whether this call wrote it. */
    async replyOnce(id: number, counselorId: number, reply: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(r)
        .set({ reply, repliedAt: at })
        .where(and(eq(r.id, id), eq(r.counselorId, counselorId), isNull(r.reply)))
        .returning({ id: r.id });
      return changed.length > 0;
    },

    /** The writer's reviews, newest first, and how many the cursor reaches from here on. */
    async pageOf(userId: number, query: { limit: number; lastId?: number | undefined }) {
      const where = and(
        eq(r.userId, userId),
        query.lastId === undefined ? undefined : olderThan(query.lastId),
      );
      const rows = await select()
        .where(where)
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(query.limit);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(r).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type MyReviewsRepository = ReturnType<typeof createMyReviewsRepository>;
export type MyReviewRow = NonNullable<Awaited<ReturnType<MyReviewsRepository['find']>>>;
