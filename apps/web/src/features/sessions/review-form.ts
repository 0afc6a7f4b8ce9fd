import { type FieldErrors, fieldErrorsOf } from '@arcana/app-shell';
import { formatNumber, REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from '@arcana/domain';
import * as v from 'valibot';
import { t } from './intl';

// 상담후기 작성's checks before anything is sent (DESIGN "Reviews": rating 1–5, text 10–1,000),
// in Korean, field by field; the api checks the same and its 400 lands on the same fields.

export type ReviewDraft = { rating: number | null; content: string };

/** Characters as a person counts them: '😀' is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

function reviewFormSchema() {
  return v.object({
    rating: v.pipe(
      v.nullable(v.number()),
      v.check(
        (rating) => rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5,
        t('web.sessions.write.ratingRequired'),
      ),
      v.transform((rating) => rating as number),
    ),
    content: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('web.sessions.write.contentBlank')),
      v.check(
        (text) => characterCount(text) >= REVIEW_MIN_LENGTH,
        t('web.sessions.write.contentMin', { min: REVIEW_MIN_LENGTH }),
      ),
      v.check(
        (text) => characterCount(text) <= REVIEW_MAX_LENGTH,
        t('web.sessions.write.contentMax', { max: formatNumber(REVIEW_MAX_LENGTH) }),
      ),
    ),
  });
}

export type ReviewCheck =
  | { ok: true; value: { rating: number; content: string } }
  | { ok: false; errors: FieldErrors };

/** The draft as the api wants it (text trimmed), or the first Korean message of each field. */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const parsed = v.safeParse(reviewFormSchema(), draft, { abortPipeEarly: true });
  if (parsed.success) return { ok: true, value: parsed.output };
  return { ok: false, errors: fieldErrorsOf(parsed.issues) };
}
