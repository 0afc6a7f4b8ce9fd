import { counselorOfficeQueries, counselorReviewQueries } from '@arcana/api-client';
import { type CounselorReview, formatDate } from '@arcana/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState, LoadError, LoadingRows, OfficePage, officeStyles as styles } from '../office';
import { operationsStyles, Pager, Stars } from '../operations';
import { t } from './intl';
import * as reviewStyles from './reviews.css';

function ReviewRow({ review }: { review: CounselorReview }) {
  return (
    <li>
      <Link
        to="/counselor/reviews/$id"
        params={{ id: review.id }}
        className={`${styles.row} ${reviewStyles.link}`}
        aria-label={t('counselor.reviews.openOf', { name: review.authorName })}
      >
        <div className={styles.rowBody}>
          <div className={reviewStyles.rowHead}>
            <Stars rating={review.rating} />
            <span
              className={review.reply ? operationsStyles.chip.done : operationsStyles.chip.waiting}
            >
              {review.reply ? t('counselor.reviews.replied') : t('counselor.reviews.notReplied')}
            </span>
          </div>
          <p className={reviewStyles.excerpt}>{review.content}</p>
          <span className={styles.rowMeta}>
            {t('counselor.reviews.by', {
              name: review.authorName,
              date: formatDate(review.createdAt),
            })}{' '}
            · {review.product.name}
          </span>
        </div>
      </Link>
    </li>
  );
}

/** 상담후기 내역 (/counselor/reviews): 12 per page, newest first, with the reply state. */
export function ReviewsPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(counselorReviewQueries.page(page));
  const self = useQuery(counselorOfficeQueries.self());
  const rating = self.data?.rating;

  return (
    <OfficePage
      title={t('counselor.reviews.title')}
      lead={
        rating !== null && rating !== undefined && self.data
          ? t('counselor.reviews.summary', { rating: rating.toFixed(1), n: self.data.reviewCount })
          : t('counselor.reviews.lead')
      }
    >
      {query.isError ? (
        <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingRows rows={4} height={120} />
      ) : query.data.content.length === 0 ? (
        <EmptyState
          title={t('counselor.reviews.emptyTitle')}
          text={t('counselor.reviews.emptyText')}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('counselor.reviews.title')}>
            {query.data.content.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
          <Pager page={page} totalPages={query.data.totalPages} onPage={setPage} />
        </>
      )}
    </OfficePage>
  );
}
