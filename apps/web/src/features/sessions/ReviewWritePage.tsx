import { isApiError } from '@arcana/api-client';
import { apiFieldErrorsOf, type FieldErrors, showToast, useSession } from '@arcana/app-shell';
import {
  formatNumber,
  REVIEW_MAX_LENGTH,
  type SessionDetail,
  type SessionStatus,
} from '@arcana/domain';
import { Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { t } from './intl';
import { GuestInvite, LoadFailed, SessionNotFound, StateBox } from './PageState';
import { isNotFound, sessionPageQueries, writeReview } from './queries';
import { characterCount, checkReview } from './review-form';
import { StarRatingInput } from './StarRatingInput';
import * as styles from './sessions.css';

/** 상담후기 작성: rating 1–5 and 10–1,000 characters, only while the session is reviewable. */
export function ReviewWritePage({ sessionId }: { sessionId: number }) {
  // /counseling/sessions/{id}/review has no route guard; /me/… does (this is then 'user').
  const { status } = useSession();
  if (status === 'loading') return <FormSkeleton />;
  if (status === 'guest') return <GuestInvite text={t('web.sessions.write.guest.text')} />;
  return <ReviewWriteLoader sessionId={sessionId} />;
}

function ReviewWriteLoader({ sessionId }: { sessionId: number }) {
  const detail = useQuery(sessionPageQueries.detail(sessionId));
  if (detail.isPending) return <FormSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <SessionNotFound />;
    return <LoadFailed onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  const session = detail.data;
  const refusal = refusalOf(session);
  if (refusal) return <ReviewRefusal session={session} refusal={refusal} />;
  return <ReviewForm session={session} onConflict={() => void detail.refetch()} />;
}

type Refusal = 'notUser' | 'already' | 'notYet' | 'closed';

const OPEN_STATUSES: readonly SessionStatus[] = [
  'PENDING',
  'SCHEDULED',
  'PREPARING',
  'IN_PROGRESS',
];

/** Why this session takes no review from the caller now, or null when it does. */
export function refusalOf(session: SessionDetail): Refusal | null {
  if (session.me !== 'USER') return 'notUser';
  if (session.hasReview || session.reviewId !== null) return 'already';
  if (session.reviewable) return null;
  return OPEN_STATUSES.includes(session.status) ? 'notYet' : 'closed';
}

function ReviewRefusal({ session, refusal }: { session: SessionDetail; refusal: Refusal }) {
  return (
    <StateBox
      title={t(`web.sessions.write.${refusal}.title`)}
      text={t(`web.sessions.write.${refusal}.text`)}
      testId={`review-${refusal}`}
    >
      {refusal === 'already' && session.reviewId !== null ? (
        <Link
          to="/counseling/reviews/$id"
          params={{ id: session.reviewId }}
          className={buttonStyle({ variant: 'primary' })}
        >
          {t('web.sessions.write.already.action')}
        </Link>
      ) : null}
      {refusal === 'already' && session.reviewId === null ? (
        <Link to="/me/counseling/reviews" className={buttonStyle({ variant: 'primary' })}>
          {t('web.sessions.write.already.action')}
        </Link>
      ) : null}
      <Link
        to="/counseling/sessions/$id"
        params={{ id: session.id }}
        className={buttonStyle({ variant: 'secondary' })}
      >
        {t('web.sessions.write.toDetail')}
      </Link>
    </StateBox>
  );
}

/** The form itself: stars, text with its counter, and the send. */
export function ReviewForm({
  session,
  onConflict,
}: {
  session: SessionDetail;
  /** 409: the session stopped being reviewable meanwhile (written in another tab). */
  onConflict: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const textId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({ mutationFn: writeReview });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkReview({ rating, content });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(
      { sessionId: session.id, ...checked.value },
      {
        onSuccess: () => {
          void showToast(t('web.sessions.write.saved'), 'success');
          void navigate({ to: '/me/counseling/reviews' });
          void queryClient.invalidateQueries({ queryKey: sessionPageQueries.all() });
          void queryClient.invalidateQueries({ queryKey: sessionPageQueries.reviewsAll() });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return onConflict();
          const fieldErrors = apiFieldErrorsOf(error);
          if (fieldErrors.rating || fieldErrors.content) return setErrors(fieldErrors);
          const message = isApiError(error) && error.message ? error.message : null;
          void showToast(message ?? t('web.sessions.write.failed'), 'error');
        },
      },
    );
  };

  const count = characterCount(content);
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="review-form">
      <div className={styles.formCard}>
        <p className={styles.lead}>
          {t('web.sessions.write.lead', {
            counselor: session.counselorBrief.name,
            product: session.product.name,
          })}
        </p>
        <StarRatingInput
          value={rating}
          error={errors.rating}
          onChange={(value) => {
            setRating(value);
            if (errors.rating) setErrors((previous) => ({ ...previous, rating: undefined }));
          }}
        />
        <div className={styles.fieldset}>
          <label htmlFor={textId} className={styles.label}>
            {t('web.sessions.write.content')}
          </label>
          <textarea
            id={textId}
            name="content"
            className={styles.textarea}
            value={content}
            placeholder={t('web.sessions.write.placeholder')}
            rows={7}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${textId}-note ${textId}-counter`}
            onChange={(event) => {
              setContent(event.target.value);
              if (errors.content) setErrors((previous) => ({ ...previous, content: undefined }));
            }}
          />
          <div className={styles.fieldFoot}>
            {errors.content ? (
              <p id={`${textId}-note`} className={styles.error} role="alert">
                {errors.content}
              </p>
            ) : (
              <span id={`${textId}-note`} />
            )}
            <span
              id={`${textId}-counter`}
              className={[styles.counter, count > REVIEW_MAX_LENGTH ? styles.counterOver : '']
                .filter(Boolean)
                .join(' ')}
              data-testid="review-counter"
            >
              {t('web.sessions.write.counter', {
                count: formatNumber(count),
                max: formatNumber(REVIEW_MAX_LENGTH),
              })}
            </span>
          </div>
        </div>
      </div>
      <Button type="submit" size="lg" fullWidth loading={send.isPending}>
        {t('web.sessions.write.submit')}
      </Button>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div className={styles.form} aria-busy="true">
      <Skeleton shape="rect" height={360} />
      <Skeleton shape="rect" height={56} />
    </div>
  );
}
