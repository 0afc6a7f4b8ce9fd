import type { CounselingReview, CursorPage } from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import { cursorPage, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { reviewMessages as m } from './messages';
import type { ReviewsRepository } from './repository';
import { toCounselingReview } from './views';

export function createReviewsService(repository: ReviewsRepository) {
  return {
    /** Newest first; `lastId` = older than that review. */
    async list(query: {
      counselorId?: number | undefined;
      limit: number;
      lastId?: number | undefined;
    }): Promise<CursorPage<CounselingReview>> {
      const { rows, total } = await repository.page(query);
      return cursorPage(rows.map(toCounselingReview), total, query.limit);
    },

    async detail(id: number): Promise<CounselingReview> {
      const row = id <= MAX_SERIAL_ID ? await repository.find(id) : undefined;
      if (!row) throw AppError.notFound(m.reviewNotFound);
      return toCounselingReview(row);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
