import type { CounselorFaq } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { createOfficeRepository, type FaqRow } from './repository';

export const toFaq = (row: FaqRow): CounselorFaq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

/** The public profile's FAQs (handed to the counselors feature through setFaqsOf). */
export function faqsOf(db: AppDb) {
  return async (counselorId: number): Promise<CounselorFaq[]> =>
    (await createOfficeRepository(db).faqs(counselorId)).map(toFaq);
}
