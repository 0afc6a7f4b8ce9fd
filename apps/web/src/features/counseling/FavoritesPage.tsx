import { counselingQueries } from '@arcana/api-client';
import { buttonStyle } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CounselorCard, CounselorCardSkeleton } from './CounselorCard';
import * as styles from './counseling.css';
import { InfiniteList } from './InfiniteList';
import { t } from './intl';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** 관심 상담사 (/me/favorites): the counselors kept with ♥, newest first; ♥ again lets one go. */
export function FavoritesPage() {
  useCounselorStatusLive();
  const favorites = useInfiniteQuery(counselingQueries.favorites());
  const items = favorites.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('counseling.favorites.lead')}</p>
      <InfiniteList
        query={favorites}
        items={items}
        className={styles.cardList}
        skeleton={<CounselorCardSkeleton />}
        skeletons={3}
        testId="favorite-list"
        empty={
          <div className={styles.empty} data-testid="favorites-empty">
            <p className={styles.emptyTitle}>{t('counseling.favorites.emptyTitle')}</p>
            <p>{t('counseling.favorites.emptyText')}</p>
            <Link to="/counseling/counselors" className={buttonStyle({ variant: 'primary' })}>
              {t('counseling.favorites.find')}
            </Link>
          </div>
        }
      >
        {(counselor) => <CounselorCard counselor={counselor} />}
      </InfiniteList>
    </div>
  );
}
