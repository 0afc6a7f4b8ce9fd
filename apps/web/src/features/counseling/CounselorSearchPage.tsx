import { counselingQueries } from '@arcana/api-client';
import {
  COUNSELING_TYPE_LABELS,
  COUNSELING_TYPES,
  COUNSELOR_SORT_LABELS,
  COUNSELOR_SORTS,
  COUNSELOR_STATUS_LABELS,
  type CounselorSort,
  formatNumber,
} from '@arcana/domain';
import { Skeleton, useEarlyInputRef, visuallyHidden } from '@arcana/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CounselorCard, CounselorCardSkeleton } from './CounselorCard';
import * as styles from './counseling.css';
import * as filters from './Filters.css';
import { InfiniteList } from './InfiniteList';
import { t } from './intl';
import { SearchGlyph } from './SearchGlyph';
import * as status from './StatusBadge.css';
import { type CounselorListSearch, mergeSearch, SEARCH_TEXT_MAX } from './search';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** Typing waits this long before the list follows (each keystroke is not a request). */
const TYPING_DEBOUNCE_MS = 300;
/** 상담 가능 first: what someone looking for a counselor now wants. */
const STATUS_FILTERS = ['ON', 'COUNSELING', 'BUSY', 'OFF'] as const;

/** 상담사 찾기 (/counseling/counselors): search, filters in the address, an infinite list. */
export function CounselorSearchPage({ search }: { search: CounselorListSearch }) {
  useCounselorStatusLive();
  const list = useInfiniteQuery(counselingQueries.counselorSearch(search));
  const counselors = list.data?.pages.flatMap((page) => page.content) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = Object.keys(search).some((key) => key !== 'sort');

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('counseling.search.heading')}</h1>
        <p className={styles.lead}>{t('counseling.search.lead')}</p>
      </div>
      <SearchFilters search={search} />
      <section className={styles.section} aria-labelledby="counselor-results">
        <div className={filters.row}>
          <h2 id="counselor-results" className={styles.countLine} aria-live="polite">
            {total === undefined ? (
              t('counseling.search.counting')
            ) : (
              <>
                {t('counseling.search.countPrefix')}{' '}
                <span className={styles.strong} data-testid="counselor-total">
                  {t('counseling.search.count', { count: formatNumber(total) })}
                </span>
              </>
            )}
          </h2>
          <SortSelect value={search.sort ?? 'RECOMMENDED'} />
        </div>
        <InfiniteList
          query={list}
          items={counselors}
          className={styles.cardList}
          skeleton={<CounselorCardSkeleton />}
          testId="counselor-list"
          empty={
            <div className={styles.empty} data-testid="counselor-empty">
              <p className={styles.emptyTitle}>{t('counseling.search.emptyTitle')}</p>
              <p>{t('counseling.search.emptyText')}</p>
              {filtered ? (
                <Link to="/counseling/counselors" search={{}} className={styles.moreLink}>
                  {t('counseling.search.reset')}
                </Link>
              ) : null}
            </div>
          }
        >
          {(counselor) => <CounselorCard counselor={counselor} />}
        </InfiniteList>
      </section>
    </div>
  );
}

function SearchFilters({ search }: { search: CounselorListSearch }) {
  const categories = useQuery(counselingQueries.categories());
  const typeLabel = useId();
  const statusLabel = useId();
  const categoryLabel = useId();
  return (
    <div className={filters.bar}>
      <SearchBox search={search} />
      <nav aria-labelledby={categoryLabel}>
        <span id={categoryLabel} className={visuallyHidden}>
          {t('counseling.filter.category')}
        </span>
        <ul className={filters.group}>
          <li>
            <FilterChip change={{ category: undefined }} current={!search.category}>
              {t('counseling.filter.allCategories')}
            </FilterChip>
          </li>
          {categories.data?.map((category) => (
            <li key={category.slug}>
              <FilterChip
                change={{ category: category.slug }}
                current={search.category === category.slug}
              >
                {category.name}
              </FilterChip>
            </li>
          )) ??
            ['a', 'b', 'c', 'd'].map((key) => (
              <li key={key} aria-hidden="true">
                <Skeleton shape="rect" width={64} height={40} />
              </li>
            ))}
        </ul>
      </nav>
      <nav aria-labelledby={typeLabel}>
        <span id={typeLabel} className={visuallyHidden}>
          {t('counseling.filter.type')}
        </span>
        <ul className={filters.group}>
          <li>
            <FilterChip change={{ type: undefined }} current={!search.type}>
              {t('counseling.filter.allTypes')}
            </FilterChip>
          </li>
          {COUNSELING_TYPES.map((type) => (
            <li key={type}>
              <FilterChip change={{ type }} current={search.type === type}>
                {COUNSELING_TYPE_LABELS[type]}
              </FilterChip>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby={statusLabel}>
        <span id={statusLabel} className={visuallyHidden}>
          {t('counseling.filter.status')}
        </span>
        <ul className={filters.group}>
          <li>
            <FilterChip change={{ status: undefined }} current={!search.status}>
              {t('counseling.filter.allStatuses')}
            </FilterChip>
          </li>
          {STATUS_FILTERS.map((value) => (
            <li key={value}>
              <FilterChip change={{ status: value }} current={search.status === value}>
                <span className={`${status.dot} ${status.dotColor[value]}`} aria-hidden="true" />
                {COUNSELOR_STATUS_LABELS[value]}
              </FilterChip>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function FilterChip({
  change,
  current,
  children,
}: {
  change: Partial<CounselorListSearch>;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      from="/counseling/counselors/"
      to="/counseling/counselors"
      search={(previous) => mergeSearch(previous, change)}
      replace
      resetScroll={false}
      className={filters.chip}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}

/** The search box: the list follows the words as they are typed (a short pause first). */
function SearchBox({ search }: { search: CounselorListSearch }) {
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const inputId = useId();
  const early = useEarlyInputRef<HTMLInputElement>();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The address changed from elsewhere (a chip, back button): the box shows it.
  useEffect(() => {
    setText(search.q ?? '');
  }, [search.q]);
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
    },
    [],
  );

  function clearPending() {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
  }

  function apply(value: string) {
    clearPending();
    const q = value.trim().slice(0, SEARCH_TEXT_MAX);
    void navigate({
      from: '/counseling/counselors/',
      to: '/counseling/counselors',
      search: (previous) => mergeSearch(previous, { q: q === '' ? undefined : q }),
      replace: true,
      resetScroll: false,
    });
  }

  return (
    <search>
      <form
        className={filters.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          apply(text);
        }}
      >
        <SearchGlyph />
        <label htmlFor={inputId} className={visuallyHidden}>
          {t('counseling.search.label')}
        </label>
        <input
          ref={early}
          id={inputId}
          type="search"
          name="q"
          className={filters.searchInput}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t('counseling.search.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearPending();
            pending.current = setTimeout(() => apply(value), TYPING_DEBOUNCE_MS);
          }}
        />
        {text !== '' ? (
          <button
            type="button"
            className={filters.clear}
            aria-label={t('counseling.search.clear')}
            onClick={() => {
              setText('');
              apply('');
            }}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </form>
    </search>
  );
}

function SortSelect({ value }: { value: CounselorSort }) {
  const navigate = useNavigate();
  const early = useEarlyInputRef<HTMLSelectElement>();
  const id = useId();
  return (
    <label htmlFor={id} className={filters.sortLabel}>
      <span className={visuallyHidden}>{t('counseling.filter.sort')}</span>
      <select
        ref={early}
        id={id}
        className={filters.select}
        value={value}
        onChange={(event) => {
          const sort = COUNSELOR_SORTS.find((known) => known === event.target.value);
          void navigate({
            from: '/counseling/counselors/',
            to: '/counseling/counselors',
            search: (previous) =>
              mergeSearch(previous, { sort: !sort || sort === 'RECOMMENDED' ? undefined : sort }),
            replace: true,
            resetScroll: false,
          });
        }}
      >
        {COUNSELOR_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {COUNSELOR_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}
