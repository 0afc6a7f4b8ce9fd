import { aiSocialQueries } from '@arcana/api-client';
import { useSession } from '@arcana/app-shell';
import { Skeleton } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { GuestInvite } from './GuestInvite';
import { t } from './intl';
import { PagedList, skeletonRows } from './PagedList';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import * as styles from './social.css';

export type ReviewSectionProps = {
  characterId: number;
  /** Mean rating and count as the profile knows them, for the heading. */
  rating?: number | null;
  reviewCount?: number;
};

/**
 * 후기 of a character: the caller's form (or their review, editable, once written), then
 * everyone's reviews, newest first, with 더 보기.
 */
export function ReviewSection({ characterId, rating, reviewCount }: ReviewSectionProps) {
  const session = useSession();
  const list = useInfiniteQuery(aiSocialQueries.reviews(characterId));
  const reviews = list.data?.pages.flatMap((page) => page.content) ?? [];
  const hasMine = reviews.some((review) => review.mine);

  return (
    <section className={styles.section} aria-labelledby={`reviews-${characterId}`}>
      <div className={styles.sectionHeader}>
        <h2 id={`reviews-${characterId}`} className={styles.sectionTitle}>
          {t('social.reviews.title')}
        </h2>
        {rating != null && reviewCount ? (
          <span className={styles.counter}>
            {t('social.reviews.summary', { rating: rating.toFixed(1), count: reviewCount })}
          </span>
        ) : null}
      </div>
      {session.isAuthenticated ? (
        list.isSuccess && !hasMine ? (
          <>
            {/* The api takes a review only after a reading or a chat: say so before the writing. */}
            <p className={styles.muted}>{t('social.reviews.whoCanWrite')}</p>
            <ReviewForm characterId={characterId} />
          </>
        ) : null
      ) : session.status === 'guest' ? (
        <GuestInvite message={t('social.reviews.guest')} />
      ) : null}
      <PagedList
        query={list}
        items={reviews}
        label={t('social.reviews.list')}
        listClassName={styles.list}
        skeleton={skeletonRows(2, (key) => (
          <li key={key} className={styles.item}>
            <Skeleton width="40%" />
            <Skeleton width="95%" />
          </li>
        ))}
        empty={<p className={styles.empty}>{t('social.reviews.empty')}</p>}
      >
        {(review) => <ReviewItem key={review.id} review={review} />}
      </PagedList>
    </section>
  );
}
