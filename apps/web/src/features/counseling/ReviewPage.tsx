import { counselingQueries } from '@arcana/api-client';
import { COUNSELING_TYPE_LABELS, formatDate, formatDateTimeLong } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ReportButton } from '../claims/ReportButton';
import { CounselorBriefLink } from './CounselorBriefLink';
import * as styles from './counseling.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { Stars } from './ReviewCard';
import * as card from './ReviewCard.css';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** One review (/counseling/reviews/$id): the whole text, the reply, its counselor. */
export function ReviewPage({ id }: { id: number }) {
  useCounselorStatusLive();
  const review = useQuery(counselingQueries.review(id));
  if (review.isError) {
    return (
      <div className={styles.page}>
        <LoadError onRetry={() => review.refetch()} retrying={review.isFetching} />
      </div>
    );
  }
  if (!review.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="40%" height={28} />
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  const data = review.data;
  const counselor = data.counselor;
  return (
    <article className={styles.page} data-testid="review-page">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          {t('counseling.review.about', {
            product: data.product.name,
            type: COUNSELING_TYPE_LABELS[data.product.counselingType],
          })}
        </p>
        <h1 className={styles.heading}>
          {t('counseling.review.heading', { name: data.authorName })}
        </h1>
        <div className={card.header}>
          <Stars rating={data.rating} />
          <time className={styles.muted} dateTime={data.createdAt}>
            {formatDate(data.createdAt)}
          </time>
          <ReportButton
            target={{ type: 'REVIEW', id: data.id }}
            authorName={data.authorName}
            className={card.reportEnd}
          />
        </div>
      </header>
      <p className={card.content}>{data.content}</p>
      {data.reply ? (
        <section
          className={card.reply}
          aria-label={t('counseling.review.reply', { name: counselor.name })}
        >
          <span className={card.replyTitle}>
            {t('counseling.review.reply', { name: counselor.name })}
          </span>
          <p className={card.content}>{data.reply}</p>
          {data.repliedAt ? (
            <time className={styles.muted} dateTime={data.repliedAt}>
              {formatDateTimeLong(data.repliedAt)}
            </time>
          ) : null}
        </section>
      ) : null}
      <CounselorBriefLink counselor={counselor} />
      <Link to="/counseling/reviews" className={styles.moreLink}>
        {t('counseling.review.all')}
      </Link>
    </article>
  );
}
