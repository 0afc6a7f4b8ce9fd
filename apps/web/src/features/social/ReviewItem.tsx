import { aiSocialQueries, deleteCharacterReview } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { type AiReview, formatDateTime } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { t } from './intl';
import { ReviewForm } from './ReviewForm';
import { StarsText } from './StarRating';
import * as styles from './social.css';

export type ReviewItemProps = {
  review: AiReview;
  /** Drawn before the author line (e.g. the character's name on /me/ai/reviews). */
  heading?: ReactNode;
  /** The row's look where the list draws its own frame (/me/ai/reviews). */
  className?: string;
};

/** One review; the caller's own can be edited in place or deleted after a confirmation. */
export function ReviewItem({ review, heading, className = styles.item }: ReviewItemProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteCharacterReview(review.character.id),
    onSuccess: () => {
      setConfirming(false);
      void showToast(t('social.reviews.deleted'), 'success');
      void queryClient.invalidateQueries({ queryKey: aiSocialQueries.reviewsAll() });
    },
  });
  const edited = review.updatedAt !== review.createdAt;

  return (
    <li className={className} data-review-id={review.id}>
      {heading}
      <div className={styles.itemHeader}>
        <StarsText rating={review.rating} />
        <span className={styles.author}>{review.authorName}</span>
        {review.mine ? <span className={styles.mineBadge}>{t('social.reviews.mine')}</span> : null}
        <span className={styles.spacer} />
        <time className={styles.time} dateTime={review.updatedAt}>
          {formatDateTime(review.updatedAt)}
          {edited ? ` · ${t('social.reviews.edited')}` : ''}
        </time>
      </div>
      {editing ? (
        <ReviewForm
          characterId={review.character.id}
          review={review}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.plainText}>{review.content}</p>
      )}
      {review.mine && !editing ? (
        <div className={styles.actionsRow}>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {t('social.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('social.delete')}
          </Button>
        </div>
      ) : null}
      {review.mine ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('social.reviews.deleteTitle')}
          description={t('social.reviews.deleteDescription')}
          confirmLabel={t('social.reviews.deleteConfirm')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      ) : null}
    </li>
  );
}
