import { aiSocialQueries, saveCharacterReview } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { AI_REVIEW_MAX_LENGTH, type AiReview, aiReviewRequestSchema } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { CountedTextarea } from './CountedTextarea';
import { t } from './intl';
import { StarRating } from './StarRating';
import * as styles from './social.css';

export type ReviewFormProps = {
  characterId: number;
  /** The caller's review, when editing it. */
  review?: AiReview | null;
  onSaved?: (review: AiReview) => void;
  onCancel?: () => void;
};

/** The caller's review of a character: 별점 1–5 and 10–1,000 characters (PUT: write or replace). */
export function ReviewForm({ characterId, review, onSaved, onCancel }: ReviewFormProps) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [content, setContent] = useState(review?.content ?? '');
  const [errors, setErrors] = useState<{ rating?: string; content?: string }>({});

  const save = useMutation({
    mutationFn: (body: { rating: number; content: string }) =>
      saveCharacterReview(characterId, body),
    onSuccess: (saved) => {
      void showToast(t('social.reviews.saved'), 'success');
      void queryClient.invalidateQueries({ queryKey: aiSocialQueries.reviewsAll() });
      if (!review) {
        setRating(null);
        setContent('');
      }
      onSaved?.(saved);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setErrors({ rating: t('social.reviews.ratingRequired') });
      return;
    }
    const parsed = v.safeParse(aiReviewRequestSchema, { rating, content });
    if (!parsed.success) {
      setErrors({ content: parsed.issues[0]?.message });
      return;
    }
    setErrors({});
    save.mutate(parsed.output);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="review-form">
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((previous) => ({ ...previous, rating: undefined }));
        }}
        error={errors.rating ?? null}
      />
      <CountedTextarea
        label={t('social.reviews.content')}
        value={content}
        placeholder={t('social.reviews.placeholder')}
        max={AI_REVIEW_MAX_LENGTH}
        rows={4}
        error={errors.content ?? null}
        onChange={(value) => {
          setContent(value);
          if (errors.content) setErrors((previous) => ({ ...previous, content: undefined }));
        }}
        actions={
          <div className={styles.actionsRow}>
            {onCancel ? (
              <Button variant="ghost" size="sm" onClick={onCancel}>
                {t('social.cancel')}
              </Button>
            ) : null}
            <Button type="submit" size="sm" loading={save.isPending}>
              {review ? t('social.reviews.update') : t('social.reviews.submit')}
            </Button>
          </div>
        }
      />
    </form>
  );
}
