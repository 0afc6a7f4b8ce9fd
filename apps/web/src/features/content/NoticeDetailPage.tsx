import { contentQueries } from '@arcana/api-client';
import { formatDate, NOTICE_CATEGORY_LABELS, type Notice } from '@arcana/domain';
import { buttonStyle, ChevronLeftIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './content.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Markdown } from './Markdown';

/** /notices/{id}: the notice in Seoul time, its Markdown, and the older and newer ones. */
export function NoticeDetailPage({ id }: { id: number }) {
  const notice = useQuery(contentQueries.notice(id));
  return (
    <div className={styles.page}>
      <Link to="/notices/list" className={styles.backLink}>
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('content.notice.back')}
      </Link>
      {notice.isError ? (
        <LoadError onRetry={() => void notice.refetch()} retrying={notice.isFetching} />
      ) : notice.data === undefined ? (
        <div className={styles.article} aria-busy="true" data-testid="notice-skeleton">
          <div className={styles.articleHeader}>
            <Skeleton width={120} />
            <Skeleton width="70%" height={32} />
          </div>
          <Skeleton shape="rect" height={240} />
        </div>
      ) : (
        <NoticeArticle notice={notice.data} />
      )}
    </div>
  );
}

function NoticeArticle({ notice }: { notice: Notice }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="notice-title" data-testid="notice">
        <header className={styles.articleHeader}>
          <span className={styles.rowMeta}>
            {notice.pinned ? (
              <span className={[styles.badge, styles.badgeTone.pinned].join(' ')}>
                {t('content.notices.pinned')}
              </span>
            ) : null}
            <span className={[styles.badge, styles.badgeTone.primary].join(' ')}>
              {NOTICE_CATEGORY_LABELS[notice.category]}
            </span>
            <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
          </span>
          <h1 id="notice-title" className={styles.heading}>
            {notice.title}
          </h1>
        </header>
        <Markdown>{notice.body}</Markdown>
      </article>
      <nav aria-label={t('content.notice.neighbours')}>
        <dl className={styles.neighbours}>
          <div className={styles.neighbour}>
            <dt className={styles.neighbourLabel}>{t('content.notice.next')}</dt>
            <dd className={styles.factValue}>
              {notice.next ? (
                <Link
                  to="/notices/$id"
                  params={{ id: notice.next.id }}
                  className={styles.neighbourLink}
                  data-testid="notice-next"
                >
                  {notice.next.title}
                </Link>
              ) : (
                <span className={styles.muted}>{t('content.notice.none')}</span>
              )}
            </dd>
          </div>
          <div className={styles.neighbour}>
            <dt className={styles.neighbourLabel}>{t('content.notice.previous')}</dt>
            <dd className={styles.factValue}>
              {notice.previous ? (
                <Link
                  to="/notices/$id"
                  params={{ id: notice.previous.id }}
                  className={styles.neighbourLink}
                  data-testid="notice-previous"
                >
                  {notice.previous.title}
                </Link>
              ) : (
                <span className={styles.muted}>{t('content.notice.none')}</span>
              )}
            </dd>
          </div>
        </dl>
      </nav>
      <div className={styles.actions}>
        <Link to="/notices/list" className={buttonStyle({ variant: 'secondary' })}>
          {t('content.notice.list')}
        </Link>
      </div>
    </>
  );
}
