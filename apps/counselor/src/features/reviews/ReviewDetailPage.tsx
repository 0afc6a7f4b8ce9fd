import { counselorReviewMutations, counselorReviewQueries, isApiError } from '@arcana/api-client';
import { COUNSELING_TYPE_LABELS, type CounselorReview, formatDateTime } from '@arcana/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
  EmptyState,
  LoadError,
  LoadingRows,
  OfficePage,
  SaveBar,
  showSaved,
  officeStyles as styles,
  TextAreaField,
} from '../office';
import { Stars } from '../operations';
import { t } from './intl';
import * as reviewStyles from './reviews.css';

const REPLY_MAX = 500;

function ReplyForm({ review }: { review: CounselorReview }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useMutation(counselorReviewMutations.reply());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const content = text.trim();
    if (!content) {
      setError(t('counselor.reviews.replyEmpty'));
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: review.id, content },
      {
        onSuccess: () => showSaved(t('counselor.reviews.replySaved')),
        onError: (failure) => setError(isApiError(failure) ? failure.message : undefined),
      },
    );
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <TextAreaField
        label={t('counselor.reviews.replyLabel')}
        name="reply"
        value={text}
        onChange={setText}
        max={REPLY_MAX}
        rows={5}
        placeholder={t('counselor.reviews.replyPlaceholder')}
        hint={t('counselor.reviews.replyOnce')}
      />
      <SaveBar error={error} pending={reply.isPending} label={t('counselor.reviews.replySubmit')} />
    </form>
  );
}

function ReviewView({ review }: { review: CounselorReview }) {
  return (
    <>
      <article className={styles.section}>
        <Stars rating={review.rating} />
        <p className={reviewStyles.content}>{review.content}</p>
        <span className={styles.rowMeta}>
          {t('counselor.reviews.by', {
            name: review.authorName,
            date: formatDateTime(review.createdAt),
          })}
        </span>
        <span className={styles.rowMeta}>
          {t('counselor.reviews.product', {
            product: review.product.name,
            type: COUNSELING_TYPE_LABELS[review.product.counselingType],
          })}
        </span>
      </article>
      {review.reply ? (
        <section className={`${styles.section} ${reviewStyles.reply}`}>
          <h2 className={styles.sectionTitle}>{t('counselor.reviews.reply')}</h2>
          <p className={reviewStyles.content}>{review.reply}</p>
          {review.repliedAt ? (
            <span className={styles.rowMeta}>
              {t('counselor.reviews.repliedAt', { date: formatDateTime(review.repliedAt) })}
            </span>
          ) : null}
        </section>
      ) : (
        <ReplyForm review={review} />
      )}
    </>
  );
}

/** 상담후기 (/counselor/reviews/{id}): the review in full and its one reply. */
export function ReviewDetailPage({ id }: { id: number }) {
  const query = useQuery(counselorReviewQueries.detail(id));
  const back = (
    <Link to="/counselor/reviews" className={reviewStyles.back}>
      ‹ {t('counselor.reviews.back')}
    </Link>
  );
  return (
    <OfficePage title={t('counselor.reviewDetail.title')} action={back}>
      {query.isError ? (
        isApiError(query.error) && query.error.status === 404 ? (
          <EmptyState title={t('counselor.reviews.notFound')} text="" action={back} />
        ) : (
          <LoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />
        )
      ) : !query.data ? (
        <LoadingRows rows={2} height={160} />
      ) : (
        <ReviewView review={query.data} />
      )}
    </OfficePage>
  );
}
