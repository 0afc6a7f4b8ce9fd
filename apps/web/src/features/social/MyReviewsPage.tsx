import { aiSocialQueries } from '@arcana/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import { MineList } from './MineList';
import * as styles from './mine.css';
import { ReviewItem } from './ReviewItem';

/** 나의 AI 후기 (/me/ai/reviews): the caller's reviews of characters, editable in place. */
export function MyReviewsPage() {
  const list = useInfiniteQuery(aiSocialQueries.myReviews());
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <MineList
      list={list}
      items={items}
      label={t('web.me.ai.reviews.title')}
      empty={t('social.mine.reviewsEmpty')}
      emptyCta={{ label: t('social.mine.reviewsCta'), to: '/ai/list' }}
    >
      {(review) => (
        <ReviewItem
          key={review.id}
          review={review}
          className={styles.row}
          heading={
            <Link to="/ai/$id" params={{ id: review.character.id }} className={styles.targetLink}>
              <img
                src={review.character.portraitUrl}
                alt=""
                width={32}
                height={32}
                style={{ borderRadius: '50%' }}
              />
              <span className={styles.targetTitle}>
                {t('social.mine.toCharacter', { name: review.character.name })}
              </span>
            </Link>
          }
        />
      )}
    </MineList>
  );
}
