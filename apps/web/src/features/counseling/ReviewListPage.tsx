import { counselingQueries } from '@arcana/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import * as home from './CounselingHomePage.css';
import * as styles from './counseling.css';
import { InfiniteList } from './InfiniteList';
import { t } from './intl';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard';

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
      <InfiniteList
        query={reviews}
        items={items}
        className={home.reviewGrid}
        skeleton={<ReviewCardSkeleton />}
        skeletons={4}
        testId="review-list"
        empty={<p className={styles.empty}>{t('counseling.reviews.empty')}</p>}
      >
        {(review) => <ReviewCard review={review} />}
      </InfiniteList>
    </div>
  );
}
