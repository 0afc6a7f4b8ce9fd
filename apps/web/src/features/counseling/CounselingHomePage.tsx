import { counselingQueries } from '@arcana/api-client';
import { formatNumber } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as home from './CounselingHomePage.css';
import { COUNSELOR_SKELETONS, CounselorTile } from './CounselorCard';
import * as styles from './counseling.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { PRODUCT_SKELETONS, ProductTile, ProductTileSkeleton } from './ProductCard';
import { ReviewCard } from './ReviewCard';
import { SearchGlyph } from './SearchGlyph';
import { SectionHeader } from './SectionHeader';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** 상담 (/counseling): who is online now, categories, popular products, recent reviews. */
export function CounselingHomePage() {
  useCounselorStatusLive();
  const data = useQuery(counselingQueries.home());
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="counseling-home-heading">
        <p className={styles.eyebrow}>{t('counseling.home.eyebrow')}</p>
        <h1 id="counseling-home-heading" className={styles.heading}>
          {t('counseling.home.heading')}
        </h1>
        <p className={styles.lead}>{t('counseling.home.lead')}</p>
        <Link to="/counseling/counselors" className={home.searchLink}>
          <SearchGlyph />
          {t('counseling.home.search')}
        </Link>
      </section>
      {data.isError ? (
        <LoadError onRetry={() => data.refetch()} retrying={data.isFetching} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="counseling-online">
            <SectionHeader
              id="counseling-online"
              title={t('counseling.home.online')}
              more={
                <Link
                  to="/counseling/counselors"
                  search={{ status: 'ON' }}
                  className={styles.moreLink}
                >
                  {t('counseling.home.allOnline')}
                </Link>
              }
            />
            {data.data ? (
              <p className={home.onlineCount}>
                <span className={home.onlineDot} aria-hidden="true" />
                {t('counseling.home.onlineCount', { count: data.data.onlineCount })}
              </p>
            ) : null}
            {data.data && data.data.online.length === 0 ? (
              <div className={styles.empty}>
                <p>{t('counseling.home.noneOnline')}</p>
                <Link to="/counseling/counselors" className={styles.moreLink}>
                  {t('counseling.home.browseAll')}
                </Link>
              </div>
            ) : (
              <ul className={styles.rail} aria-busy={data.isPending}>
                {data.data
                  ? data.data.online.map((counselor) => (
                      <li key={counselor.id}>
                        <CounselorTile counselor={counselor} />
                      </li>
                    ))
                  : COUNSELOR_SKELETONS.map((key) => (
                      <li key={key} aria-hidden="true">
                        <Skeleton shape="rect" height={196} />
                      </li>
                    ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="counseling-categories">
            <SectionHeader id="counseling-categories" title={t('counseling.home.categories')} />
            <ul className={home.categories} aria-busy={data.isPending}>
              {data.data
                ? data.data.categories.map((category) => (
                    <li key={category.id}>
                      <Link
                        to="/counseling/counselors"
                        search={{ category: category.slug }}
                        className={home.category}
                      >
                        {category.name}
                        <span className={home.categoryCount}>
                          {t('counseling.home.categoryCount', {
                            count: formatNumber(category.counselorCount),
                          })}
                        </span>
                      </Link>
                    </li>
                  ))
                : ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
                    <li key={key} aria-hidden="true">
                      <Skeleton shape="rect" height={64} />
                    </li>
                  ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="counseling-popular">
            <SectionHeader
              id="counseling-popular"
              title={t('counseling.home.popular')}
              more={
                <Link to="/counseling/products" className={styles.moreLink}>
                  {t('counseling.home.allProducts')}
                </Link>
              }
            />
            <ul className={styles.tileGrid} aria-busy={data.isPending}>
              {data.data
                ? data.data.popularProducts.map((product) => (
                    <li key={product.id}>
                      <ProductTile product={product} />
                    </li>
                  ))
                : PRODUCT_SKELETONS.map((key) => (
                    <li key={key}>
                      <ProductTileSkeleton />
                    </li>
                  ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="counseling-reviews">
            <SectionHeader
              id="counseling-reviews"
              title={t('counseling.home.reviews')}
              more={
                <Link to="/counseling/reviews" className={styles.moreLink}>
                  {t('counseling.home.allReviews')}
                </Link>
              }
            />
            {data.data && data.data.recentReviews.length === 0 ? (
              <p className={styles.empty}>{t('counseling.home.noReviews')}</p>
            ) : (
              <ul className={home.reviewGrid} aria-busy={data.isPending}>
                {data.data
                  ? data.data.recentReviews.map((review) => (
                      <li key={review.id}>
                        <ReviewCard review={review} />
                      </li>
                    ))
                  : ['a', 'b'].map((key) => (
                      <li key={key} aria-hidden="true">
                        <Skeleton shape="rect" height={140} />
                      </li>
                    ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
