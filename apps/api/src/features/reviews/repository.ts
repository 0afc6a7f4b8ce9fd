import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselors, LISTED_COUNSELOR } from '../counselors';
import { counselingSessions } from '../sessions';
import { uploads } from '../uploads';
import { olderThan } from './review-paging';
import { counselingReviews } from './tables';

// The only ORM code of reviews. Only reviews of counselors shown publicly are read; counselors
// are `c` (the counselors feature's LISTED_COUNSELOR is written against that alias).

const c = alias(counselors, 'c');
const u = alias(uploads, 'u');

export function createReviewsRepository(db: AppDb) {
  const select = () =>
    db
      .select({
        id: counselingReviews.id,
        rating: counselingReviews.rating,
        content: counselingReviews.content,
        reply: counselingReviews.reply,
        repliedAt: counselingReviews.repliedAt,
        createdAt: counselingReviews.createdAt,
        authorName: users.displayName,
        sessionId: counselingReviews.sessionId,
        productName: counselingSessions.productName,
        counselingType: counselingSessions.counselingType,
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
      .from(counselingReviews)
      .innerJoin(users, eq(users.id, counselingReviews.userId))
      .innerJoin(counselingSessions, eq(counselingSessions.id, counselingReviews.sessionId))
      .innerJoin(c, eq(c.id, counselingReviews.counselorId))
      .leftJoin(u, eq(u.id, c.profileImageUploadId));

  return {
    /** One page, newest first, and how many the cursor reaches from here on. */
    async page(query: {
      counselorId?: number | undefined;
      limit: number;
      lastId?: number | undefined;
    }) {
      const where = and(
        LISTED_COUNSELOR,
        query.counselorId === undefined
          ? undefined
          : eq(counselingReviews.counselorId, query.counselorId),
        query.lastId === undefined ? undefined : olderThan(query.lastId),
      );
      const rows = await select()
        .where(where)
        .orderBy(desc(counselingReviews.createdAt), desc(counselingReviews.id))
        .limit(query.limit);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(counselingReviews)
        .innerJoin(c, eq(c.id, counselingReviews.counselorId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A counselor's own reviews (listed or not), newest first, one page of `pageSize`. */
    async ofCounselor(counselorId: number, page: number, pageSize: number) {
      const where = eq(counselingReviews.counselorId, counselorId);
      const rows = await select()
        .where(where)
        .orderBy(desc(counselingReviews.createdAt), desc(counselingReviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(counselingReviews)
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** One review of the counselor's sessions; undefined for anyone else's. */
    async findOfCounselor(counselorId: number, id: number) {
      const [row] = await select()
        .where(and(eq(counselingReviews.id, id), eq(counselingReviews.counselorId, counselorId)))
        .limit(1);
      return row;
    },

    async find(id: number) {
      const [row] = await select()
        .where(and(eq(counselingReviews.id, id), LISTED_COUNSELOR))
        .limit(1);
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;
