import {
  COUNSELING_TYPE_LABELS,
  formatDate,
  formatDateTimeLong,
  type MyReview,
} from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import { LoadMore } from './LoadMore';
import { LoadFailed, StateBox } from './PageState';
import { sessionPageQueries } from './queries';
import * as styles from './sessions.css';

/** 나의 리뷰 (/me/counseling/reviews): the user's reviews, newest first, with the replies. */
export function MyReviewsPage() {
  const reviews = useInfiniteQuery(sessionPageQueries.reviews());
  const items = reviews.data?.pages.flatMap((page) => page.content) ?? [];

  if (reviews.isPending) {
    return (
      <ul className={styles.list} aria-busy="true">
        {['a', 'b', 'c'].map((key) => (
          <li key={key}>
            <MyReviewSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (reviews.isError && items.length === 0) {
    return <LoadFailed onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />;
  }
  if (items.length === 0) {
    return (
      <StateBox
        title={t('web.sessions.reviews.empty.title')}
        text={t('web.sessions.reviews.empty.text')}
        testId="reviews-empty"
      >
        <Link to="/me/counseling/sessions" className={buttonStyle({ variant: 'primary' })}>
          {t('web.sessions.reviews.empty.action')}
        </Link>
      </StateBox>
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label={t('web.sessions.reviews.label')}>
        {items.map((review) => (
          <li key={review.id}>
            <MyReviewCard review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage ? (
        <LoadMore
          loading={reviews.isFetchingNextPage}
          auto={!reviews.isFetchNextPageError}
          onMore={() => {
            if (!reviews.isFetchingNextPage) void reviews.fetchNextPage();
          }}
        />
      ) : null}
    </div>
  );
}

/** ★★★★☆ with the number spoken. */
function Stars({ rating }: { rating: number }) {
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('web.sessions.reviews.stars', { rating })}
    >
      {'★'.repeat(rating)}
      <span className={styles.starsEmpty}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function MyReviewCard({ review }: { review: MyReview }) {
  const counselor = review.counselor;
  return (
    <article className={styles.card} data-testid="my-review" data-review-id={review.id}>
      <div className={styles.head}>
        <img
          className={styles.portrait}
          src={counselor.imageUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
        />
        <div className={styles.who}>
          <h2 className={styles.counselorName}>
            {t('web.sessions.counselor', { name: counselor.name })}
          </h2>
          <span className={styles.productName}>
            {t('web.sessions.reviews.about', {
              product: review.product.name,
              type: COUNSELING_TYPE_LABELS[review.product.counselingType],
            })}
          </span>
        </div>
      </div>
      <div className={styles.reviewHeader}>
        <Stars rating={review.rating} />
        <time className={styles.reviewDate} dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      <p className={styles.reviewText}>{review.content}</p>
      {review.reply ? (
        <div className={styles.reply} data-testid="review-reply">
          <span className={styles.replyTitle}>
            {t('web.sessions.reviews.reply', { name: counselor.name })}
          </span>
          <span>{review.reply}</span>
          {review.repliedAt ? (
            <time className={styles.reviewDate} dateTime={review.repliedAt}>
              {formatDateTimeLong(review.repliedAt)}
            </time>
          ) : null}
        </div>
      ) : null}
      <div className={styles.inlineLinks}>
        <Link to="/counseling/reviews/$id" params={{ id: review.id }} className={styles.textLink}>
          {t('web.sessions.reviews.open')}
        </Link>
        <Link
          to="/counseling/sessions/$id"
          params={{ id: review.sessionId }}
          className={styles.textLink}
        >
          {t('web.sessions.reviews.session')}
        </Link>
      </div>
    </article>
  );
}

function MyReviewSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton shape="rect" width={48} height={48} />
        <div className={styles.who}>
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </div>
      </div>
      <Skeleton width="30%" />
      <Skeleton width="100%" />
      <Skeleton width="80%" />
    </div>
  );
}
