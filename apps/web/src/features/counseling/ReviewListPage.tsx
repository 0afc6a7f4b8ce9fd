import { counselingQueries } from '@arcana/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import * as home from './CounselingHomePage.css';
import * as styles from './counseling.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { REVIEW_SKELETONS, ReviewCard, ReviewCardSkeleton } from './ReviewCard';

/** 상담 후기 (/counseling/reviews): every counselor's reviews, newest first. */
export function ReviewListPage() {
  const reviews = useInfiniteQuery(counselingQueries.reviews());
  const items = reviews.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('counseling.reviews.heading')}</h1>
        <p className={styles.lead}>{t('counseling.reviews.lead')}</p>
      </div>
      {reviews.isError ? (
        <LoadError onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />
      ) : reviews.isPending ? (
        <ul className={home.reviewGrid} aria-busy="true">
          {[...REVIEW_SKELETONS, 'd'].map((key) => (
            <li key={key}>
              <ReviewCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('counseling.reviews.empty')}</p>
      ) : (
        <>
          <ul className={home.reviewGrid} data-testid="review-list">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={reviews.hasNextPage}
            loading={reviews.isFetchingNextPage}
            onMore={() => {
              if (!reviews.isFetchingNextPage) void reviews.fetchNextPage();
            }}
          />
        </>
      )}
    </div>
  );
}
