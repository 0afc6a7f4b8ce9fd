import { counselingQueries } from '@arcana/api-client';
import { buttonStyle } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { COUNSELOR_SKELETONS, CounselorCard, CounselorCardSkeleton } from './CounselorCard';
import * as styles from './counseling.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { LoadMore } from './LoadMore';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** 관심 상담사 (/me/favorites): the counselors kept with ♥, newest first; ♥ again lets one go. */
export function FavoritesPage() {
  useCounselorStatusLive();
  const favorites = useInfiniteQuery(counselingQueries.favorites());
  const items = favorites.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('counseling.favorites.lead')}</p>
      {favorites.isError ? (
        <LoadError onRetry={() => favorites.refetch()} retrying={favorites.isFetching} />
      ) : favorites.isPending ? (
        <ul className={styles.cardList} aria-busy="true">
          {COUNSELOR_SKELETONS.slice(0, 3).map((key) => (
            <li key={key}>
              <CounselorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className={styles.empty} data-testid="favorites-empty">
          <p className={styles.emptyTitle}>{t('counseling.favorites.emptyTitle')}</p>
          <p>{t('counseling.favorites.emptyText')}</p>
          <Link to="/counseling/counselors" className={buttonStyle({ variant: 'primary' })}>
            {t('counseling.favorites.find')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.cardList} data-testid="favorite-list">
            {items.map((counselor) => (
              <li key={counselor.id}>
                <CounselorCard counselor={counselor} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={favorites.hasNextPage}
            loading={favorites.isFetchingNextPage}
            onMore={() => {
              if (!favorites.isFetchingNextPage) void favorites.fetchNextPage();
            }}
          />
        </>
      )}
    </div>
  );
}
