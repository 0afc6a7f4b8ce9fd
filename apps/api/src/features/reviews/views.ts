import { COUNSELING_TYPES, type CounselingReview } from '@arcana/domain';
import { toCounselorBrief } from '../counselors';
import type { ReviewRow } from './repository';

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
      counselingType: COUNSELING_TYPES.find((type) => type === row.counselingType) ?? 'CHAT',
    },
  };
}
