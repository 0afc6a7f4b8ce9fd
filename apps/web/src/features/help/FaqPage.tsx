import { contentQueries } from '@arcana/api-client';
import type { Faq, FaqCategory } from '@arcana/domain';
import { buttonStyle, ChevronRightIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { highlightParts } from '../content/highlight';
import { Markdown } from '../content/Markdown';
import * as styles from './help.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { SearchBox } from './SearchBox';
import { type FaqSearch, faqListParams } from './search';

const SKELETON_ITEMS = 8;

/** 자주 묻는 질문 (/help/faq): categories, a search that marks its words, answers that open. */
export function FaqPage({ search }: { search: FaqSearch }) {
  const categories = useQuery(contentQueries.faqCategories());
  const faqs = useQuery(contentQueries.faqs(faqListParams(search)));
  const retry = () => {
    if (categories.isError) void categories.refetch();
    if (faqs.isError) void faqs.refetch();
  };
  return (
    <div className={styles.page}>
      <div className={styles.section}>
        {/* A new search starts its own box, so the field shows the address's words. */}
        <SearchBox key={search.q ?? ''} initial={search.q} category={search.category} />
        <CategoryChips categories={categories.data} search={search} />
      </div>
      {faqs.isError || categories.isError ? (
        <LoadError onRetry={retry} retrying={faqs.isFetching || categories.isFetching} />
      ) : faqs.data === undefined ? (
        <ul className={styles.faqList} aria-busy="true" data-testid="faq-skeleton">
          {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className={styles.faqItem} aria-hidden="true">
              <div className={styles.faqSummary}>
                <Skeleton width="75%" />
              </div>
            </li>
          ))}
        </ul>
      ) : faqs.data.length === 0 ? (
        <NoAnswer search={search} />
      ) : (
        <section className={styles.section} aria-labelledby="faq-results">
          <p id="faq-results" className={styles.muted} aria-live="polite">
            {search.q
              ? t('help.faq.results', { search: search.q, count: faqs.data.length })
              : t('help.faq.count', { count: faqs.data.length })}
          </p>
          <ul className={styles.faqList} data-testid="faq-list">
            {faqs.data.map((faq) => (
              <FaqItem key={faq.id} faq={faq} search={search.q} />
            ))}
          </ul>
          <StillNeedHelp />
        </section>
      )}
    </div>
  );
}

function CategoryChips({
  categories,
  search,
}: {
  categories: FaqCategory[] | undefined;
  search: FaqSearch;
}) {
  const chips = [
    { id: undefined, name: t('help.faq.all') },
    ...(categories ?? []).map((category) => ({ id: category.id, name: category.name })),
  ];
  return (
    <nav aria-label={t('help.faq.categories')}>
      <ul className={styles.chipRow}>
        {chips.map((chip) => (
          <li key={chip.id ?? 'ALL'}>
            <Link
              to="/help/faq"
              search={{
                ...(chip.id ? { category: chip.id } : {}),
                ...(search.q ? { q: search.q } : {}),
              }}
              className={styles.chip}
              activeOptions={{ exact: true }}
              aria-current={chip.id === search.category ? 'page' : undefined}
            >
              {chip.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The question's words with the search marked. */
function Marked({ text, search }: { text: string; search: string | undefined }) {
  if (!search) return <>{text}</>;
  return (
    <>
      {highlightParts(text, search).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
          <mark key={index} className={styles.highlight}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A native disclosure: keyboard, screen readers and find-in-page work without scripts. */
function FaqItem({ faq, search }: { faq: Faq; search: string | undefined }) {
  return (
    <li className={styles.faqItem} data-testid="faq-item" data-faq-id={faq.id}>
      <details>
        <summary className={styles.faqSummary}>
          <span className={styles.faqMark} aria-hidden="true">
            Q
          </span>
          <span className={styles.faqQuestion}>
            <Marked text={faq.question} search={search} />
          </span>
          <ChevronRightIcon size={20} className={styles.faqChevron} aria-hidden="true" />
        </summary>
        <div className={styles.faqAnswer}>
          <Markdown highlight={search}>{faq.answer}</Markdown>
        </div>
      </details>
    </li>
  );
}

function NoAnswer({ search }: { search: FaqSearch }) {
  return (
    <div className={styles.stateBox} data-testid="faq-empty" role="status">
      <p className={styles.stateTitle}>
        {search.q ? t('help.faq.emptyTitle', { search: search.q }) : t('help.faq.emptyCategory')}
      </p>
      {search.q ? <p className={styles.muted}>{t('help.faq.emptyText')}</p> : null}
      <div className={styles.cardActions}>
        <Link to="/help/contact-us" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
          {t('help.faq.contact')}
        </Link>
        <Link to="/help/faq" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          {t('help.faq.showAll')}
        </Link>
      </div>
    </div>
  );
}

function StillNeedHelp() {
  return (
    <div className={styles.note}>
      {t('help.faq.stillNeed')}{' '}
      <Link to="/help/contact-us" className={styles.inlineLink}>
        {t('help.faq.contact')}
      </Link>
    </div>
  );
}
