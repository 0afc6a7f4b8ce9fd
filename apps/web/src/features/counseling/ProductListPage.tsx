import { counselingQueries } from '@arcana/api-client';
import {
  COUNSELING_TYPE_LABELS,
  COUNSELING_TYPES,
  formatNumber,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
} from '@arcana/domain';
import { useEarlyInputRef, visuallyHidden } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import * as styles from './counseling.css';
import * as filters from './Filters.css';
import { InfiniteList } from './InfiniteList';
import { t } from './intl';
import { ProductTile, ProductTileSkeleton } from './ProductCard';
import { mergeSearch, type ProductListSearch } from './search';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** 상담 상품 (/counseling/products): by counseling type, sorted, an infinite grid. */
export function ProductListPage({ search }: { search: ProductListSearch }) {
  useCounselorStatusLive();
  const list = useInfiniteQuery(counselingQueries.productList(search));
  const products = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.total;
  const navigate = useNavigate();
  const typeLabel = useId();
  const sortId = useId();
  const earlySort = useEarlyInputRef<HTMLSelectElement>();

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('counseling.products.heading')}</h1>
        <p className={styles.lead}>{t('counseling.products.lead')}</p>
      </div>
      <nav aria-labelledby={typeLabel}>
        <span id={typeLabel} className={visuallyHidden}>
          {t('counseling.filter.type')}
        </span>
        <ul className={filters.group}>
          <li>
            <Link
              from="/counseling/products/"
              to="/counseling/products"
              search={(previous) => mergeSearch(previous, { type: undefined })}
              replace
              resetScroll={false}
              className={filters.chip}
              aria-current={search.type ? undefined : 'true'}
            >
              {t('counseling.filter.allTypes')}
            </Link>
          </li>
          {COUNSELING_TYPES.map((type) => (
            <li key={type}>
              <Link
                from="/counseling/products/"
                to="/counseling/products"
                search={(previous) => mergeSearch(previous, { type })}
                replace
                resetScroll={false}
                className={filters.chip}
                aria-current={search.type === type ? 'true' : undefined}
              >
                {COUNSELING_TYPE_LABELS[type]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby="product-results">
        <div className={filters.row}>
          <h2 id="product-results" className={styles.countLine} aria-live="polite">
            {total === undefined
              ? t('counseling.search.counting')
              : t('counseling.products.count', { count: formatNumber(total) })}
          </h2>
          <label htmlFor={sortId} className={filters.sortLabel}>
            <span className={visuallyHidden}>{t('counseling.filter.sort')}</span>
            <select
              ref={earlySort}
              id={sortId}
              className={filters.select}
              value={search.sort ?? 'POPULAR'}
              onChange={(event) => {
                const sort = PRODUCT_SORTS.find((known) => known === event.target.value);
                void navigate({
                  from: '/counseling/products/',
                  to: '/counseling/products',
                  search: (previous) =>
                    mergeSearch(previous, { sort: !sort || sort === 'POPULAR' ? undefined : sort }),
                  replace: true,
                  resetScroll: false,
                });
              }}
            >
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {PRODUCT_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <InfiniteList
          query={list}
          items={products}
          className={styles.tileGrid}
          skeleton={<ProductTileSkeleton />}
          skeletons={8}
          testId="product-list"
          empty={
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('counseling.products.emptyTitle')}</p>
              <Link to="/counseling/products" search={{}} className={styles.moreLink}>
                {t('counseling.search.reset')}
              </Link>
            </div>
          }
        >
          {(product) => <ProductTile product={product} />}
        </InfiniteList>
      </section>
    </div>
  );
}
