import type {
  CounselingReview,
  CounselorNotificationType,
  CursorPage,
  MyReview,
  SessionStatus,
  UserNotificationType,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cursorPage, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { addCounselorRating } from '../counselors';
import type { Notifier } from '../notifications';
import { findSessionForReview, markSessionReviewed } from '../sessions';
import { reviewMessages as m, reviewNotices } from './messages';
import { createMyReviewsRepository, type MyReviewRow } from './my-reviews-repository';
import { toMyReview, toPublicReview } from './views';

// DESIGN "Reviews": one per session, only by its user, only while reviewable (COMPLETED, none
// yet); the counselor replies once. The review, the session's mark and the counselor's running
// rating change in one transaction; the notice goes out after it commits.

const COMPLETED: SessionStatus = 'COMPLETED';
const REVIEW_RECEIVED: CounselorNotificationType = 'REVIEW_RECEIVED';
const REVIEW: UserNotificationType = 'REVIEW';

export type ReviewWriteDeps = { db: AppDb; notifier: Notifier; now: Clock };

const notAllowed = (message: string) => new AppError(409, 'REVIEW_NOT_ALLOWED', message);

function noticeContext(row: MyReviewRow) {
  return {
    productName: row.productName,
    userName: row.userDisplayName,
    counselorName: row.counselorName,
    rating: row.rating,
  };
}

export function createReviewWriter({ db, notifier, now }: ReviewWriteDeps) {
  const reviews = createMyReviewsRepository(db);

  async function load(id: number): Promise<MyReviewRow> {
    const row = await reviews.find(id);
    if (!row) throw AppError.notFound(m.reviewNotFound);
    return row;
  }

  return {
    async write(
      userId: number,
      input: { sessionId: number; rating: number; content: string },
    ): Promise<MyReview> {
      const session = await findSessionForReview(db, input.sessionId);
      if (!session || session.userId !== userId) throw AppError.notFound(m.sessionNotFound);
      if (session.status !== COMPLETED) throw notAllowed(m.notCompleted);
      if (session.hasReview) throw notAllowed(m.alreadyWritten);
      const id = await db.transaction(async (tx) => {
        const created = await createMyReviewsRepository(tx).insertOnce({
          sessionId: session.id,
          userId,
          counselorId: session.counselorId,
          rating: input.rating,
          content: input.content,
          createdAt: now(),
        });
        // A racing second writer: the unique session or the conditional mark stops it.
        if (!created || !(await markSessionReviewed(tx, session.id))) {
          throw notAllowed(m.alreadyWritten);
        }
        await addCounselorRating(tx, session.counselorId, input.rating);
        return created.id;
      });
      const row = await load(id);
      await notifier.notify('COUNSELOR', row.counselorUserId, REVIEW_RECEIVED, {
        ...reviewNotices.received(noticeContext(row)),
        link: `/counselor/reviews/${row.id}`,
      });
      return toMyReview(row);
    },

    /** The counselor's reply to a review of its own sessions, once. */
    async reply(counselorId: number, id: number, content: string): Promise<CounselingReview> {
      const found = id <= MAX_SERIAL_ID ? await reviews.find(id) : undefined;
      if (!found || found.counselor.id !== counselorId) throw AppError.notFound(m.reviewNotFound);
      if (!(await reviews.replyOnce(id, counselorId, content, now()))) {
        throw new AppError(409, 'REPLY_EXISTS', m.replyExists);
      }
      const row = await load(id);
      await notifier.notify('USER', row.userId, REVIEW, {
        ...reviewNotices.replied(noticeContext(row)),
        link: '/me/counseling/reviews',
      });
      return toPublicReview(row);
    },

    /** 나의 리뷰, newest first; `lastId` = older than that review. */
    async mine(
      userId: number,
      query: { limit: number; lastId?: number | undefined },
    ): Promise<CursorPage<MyReview>> {
      const { rows, total } = await reviews.pageOf(userId, query);
      return cursorPage(rows.map(toMyReview), total, query.limit);
    },
  };
}

export type ReviewWriter = ReturnType<typeof createReviewWriter>;
