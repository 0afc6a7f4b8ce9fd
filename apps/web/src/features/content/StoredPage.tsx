import { contentQueries } from '@arcana/api-client';
import { type ContentPage, formatDate } from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './content.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Markdown } from './Markdown';
import { sectionsOf } from './sections';

/** A table of contents helps only a page with several sections. */
const TOC_MIN_SECTIONS = 3;

/**
 * A page kept in the api (/terms, /privacy, /refund, /youth-protection, …): title, the Seoul
 * date it was last changed, a table of contents of its sections, its Markdown.
 */
export function StoredPage({ slug }: { slug: string }) {
  const page = useQuery(contentQueries.page(slug));
  return (
    <div className={styles.page}>
      {page.isError ? (
        <LoadError onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : page.data === undefined ? (
        <div className={styles.article} aria-busy="true" data-testid="page-skeleton">
          <div className={styles.articleHeader}>
            <Skeleton width="50%" height={32} />
            <Skeleton width={160} />
          </div>
          <Skeleton shape="rect" height={320} />
        </div>
      ) : (
        <Document page={page.data} />
      )}
    </div>
  );
}

function Document({ page }: { page: ContentPage }) {
  const sections = sectionsOf(page.body);
  return (
    <>
      <article className={styles.article} aria-labelledby="page-title" data-testid="stored-page">
        <header className={styles.articleHeader}>
          <h1 id="page-title" className={styles.heading}>
            {page.title}
          </h1>
          <p className={styles.muted}>
            {t('content.page.updated')}{' '}
            <time dateTime={page.updatedAt} data-testid="page-updated">
              {formatDate(page.updatedAt)}
            </time>
          </p>
        </header>
        {sections.length >= TOC_MIN_SECTIONS ? (
          <nav className={styles.toc} aria-labelledby="page-toc">
            <h2 id="page-toc" className={styles.tocTitle}>
              {t('content.page.toc')}
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={styles.tocLink}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <Markdown sectionIds>{page.body}</Markdown>
      </article>
      <aside className={styles.helpCard} aria-label={t('content.page.help')}>
        <p>{t('content.page.help')}</p>
        <Link to="/help" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          {t('content.page.contact')}
        </Link>
      </aside>
    </>
  );
}
