import { COUNSELING_TYPES, type CounselingReview, type MyReview } from '@arcana/domain';
import { toCounselorBrief } from '../counselors';
import type { MyReviewRow } from './my-reviews-repository';
import type { ReviewRow } from './repository';

/** A stored type outside the list would be a bug; reviews still show. */
const typeOf = (value: string) => COUNSELING_TYPES.find((type) => type === value) ?? 'CHAT';

/** A writer's display name as reviews show it: its first character and two stars (별**). */
export function maskAuthorName(displayName: string): string {
  const [first] = Array.from(displayName.trim());
  return `${first ?? '*'}**`;
}

export function toCounselingReview(row: ReviewRow): CounselingReview {
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    authorName: maskAuthorName(row.authorName),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    counselor: toCounselorBrief(row.counselor),
    product: {
      name: row.productName,
      counselingType: typeOf(row.counselingType),
    },
  };
}

/** 나의 리뷰: the writer's own review with its session. */
export function toMyReview(row: MyReviewRow): MyReview {
  return {
    id: row.id,
    sessionId: row.sessionId,
    rating: row.rating,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    counselor: toCounselorBrief(row.counselor),
    product: { name: row.productName, counselingType: typeOf(row.counselingType) },
    sessionStartTime: row.sessionStartTime?.toISOString() ?? null,
  };
}

/** The review as anyone reads it (the writer's name masked), from a writer's row. */
export function toPublicReview(row: MyReviewRow): CounselingReview {
  return toCounselingReview({ ...row, authorName: row.userDisplayName });
}
