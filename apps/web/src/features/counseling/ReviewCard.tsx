import { COUNSELING_TYPE_LABELS, type CounselingReview, formatDate } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { ReportButton } from '../claims/ReportButton';
import { t } from './intl';
import * as styles from './ReviewCard.css';

/** ★★★★☆ with the number spoken. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={t('counseling.review.stars', { rating })}>
      {'★'.repeat(rating)}
      <span className={styles.starsEmpty}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * A review in lists: stars, masked author, date, three lines, the reply; opens its page.
 * `showCounselor` names the counselor (lists of every counselor's reviews).
 */
export function ReviewCard({
  review,
  showCounselor = true,
}: {
  review: CounselingReview;
  showCounselor?: boolean;
}) {
  return (
    <article className={styles.card} data-testid="review-card" data-review-id={review.id}>
      <div className={styles.header}>
        <Stars rating={review.rating} />
        <span className={styles.author}>{review.authorName}</span>
        <time className={styles.time} dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
        <ReportButton
          target={{ type: 'REVIEW', id: review.id }}
          authorName={review.authorName}
          className={styles.report}
        />
      </div>
      <p className={`${styles.content} ${styles.clamped}`}>
        <Link to="/counseling/reviews/$id" params={{ id: review.id }} className={styles.link}>
          {review.content}
        </Link>
      </p>
      <p className={styles.about}>
        {showCounselor
          ? t('counseling.review.aboutCounselor', {
              counselor: review.counselor.name,
              product: review.product.name,
              type: COUNSELING_TYPE_LABELS[review.product.counselingType],
            })
          : t('counseling.review.about', {
              product: review.product.name,
              type: COUNSELING_TYPE_LABELS[review.product.counselingType],
            })}
      </p>
      {review.reply ? (
        <div className={styles.reply}>
          <span className={styles.replyTitle}>
            {t('counseling.review.reply', { name: review.counselor.name })}
          </span>
          <span className={styles.clamped}>{review.reply}</span>
        </div>
      ) : null}
    </article>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="40%" />
      <Skeleton width="100%" />
      <Skeleton width="80%" />
    </div>
  );
}
