import { useSession } from '@arcana/app-shell';
import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  formatNumber,
  SESSION_END_REASON_LABELS,
  SESSION_STATUS_LABELS,
  type SenderType,
  type SessionDetail,
  START_TYPE_LABELS,
} from '@arcana/domain';
import { buttonStyle, ChevronRightIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ReportButton } from '../claims/ReportButton';
import { t } from './intl';
import { MoneySection } from './MoneySection';
import { GuestInvite, LoadFailed, SessionNotFound } from './PageState';
import { isNotFound, sessionPageQueries } from './queries';
import { isRoomOpen, roomPageLink, statusTone, usedMinutesText } from './session-text';
import * as styles from './sessions.css';
import { useNow } from './use-now';

/** /counseling/sessions/{id} without senderType: times, minutes used, money, transcript link. */
export function SessionDetailPage({ id }: { id: number }) {
  // No route guard (DESIGN "Session pages"): a guest is invited in, and comes back here.
  const { status } = useSession();
  if (status === 'loading') return <DetailSkeleton />;
  if (status === 'guest') return <GuestInvite text={t('web.sessions.detail.guest.text')} />;
  return <SessionDetailLoader id={id} />;
}

function SessionDetailLoader({ id }: { id: number }) {
  const detail = useQuery(sessionPageQueries.detail(id));
  const nowMs = useNow(30_000);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <SessionNotFound />;
    return <LoadFailed onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  return <SessionDetailView session={detail.data} nowMs={nowMs} />;
}

/** The detail as drawn for one side; `nowMs` decides whether the room is open. */
export function SessionDetailView({ session, nowMs }: { session: SessionDetail; nowMs: number }) {
  const isUser = session.me === 'USER';
  return (
    <div className={styles.detail} data-testid="session-detail" data-status={session.status}>
      <div className={styles.column}>
        <Summary session={session} />
        <Facts session={session} />
        <ReportButton target={{ type: 'SESSION', id: session.id }} className={styles.report} />
      </div>
      <div className={styles.column}>
        <Actions session={session} nowMs={nowMs} />
        {isUser ? <MoneySection payment={session.payment} /> : null}
      </div>
    </div>
  );
}

function Summary({ session }: { session: SessionDetail }) {
  const counselor = session.counselorBrief;
  return (
    <section className={styles.panel} aria-labelledby="session-title">
      <div className={styles.summaryTop}>
        <span className={styles.chip[statusTone(session.status)]} data-testid="session-status">
          {SESSION_STATUS_LABELS[session.status]}
        </span>
        <span className={styles.muted}>
          {START_TYPE_LABELS[session.startType]} · {COUNSELING_TYPE_LABELS[session.counselingType]}
        </span>
      </div>
      <h2 id="session-title" className={styles.title}>
        {session.product.name}
      </h2>
      <Link
        to="/counseling/counselors/$id"
        params={{ id: counselor.id }}
        className={styles.counselorLink}
        data-testid="session-counselor"
      >
        <img className={styles.portrait} src={counselor.imageUrl} alt="" width={48} height={48} />
        <span className={styles.who}>
          <span className={styles.counselorName}>
            {t('web.sessions.counselor', { name: counselor.name })}
          </span>
          {counselor.rating !== null && counselor.reviewCount > 0 ? (
            <span className={styles.rating}>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>{' '}
              {counselor.rating.toFixed(1)} ({formatNumber(counselor.reviewCount)})
            </span>
          ) : null}
        </span>
        <ChevronRightIcon size={20} aria-hidden="true" />
      </Link>
    </section>
  );
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

function Facts({ session }: { session: SessionDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="session-facts">
      <h2 id="session-facts" className={styles.panelTitle}>
        {t('web.sessions.detail.facts')}
      </h2>
      <dl className={styles.facts}>
        {session.me === 'COUNSELOR' ? (
          <Fact label={t('web.sessions.detail.client')}>{session.user.displayName}</Fact>
        ) : null}
        {session.startTime ? (
          <Fact label={t('web.sessions.detail.scheduled')} testId="session-scheduled">
            {formatDateTimeLong(session.startTime)}
          </Fact>
        ) : null}
        {session.startedAt ? (
          <Fact label={t('web.sessions.detail.started')} testId="session-started">
            {formatDateTimeLong(session.startedAt)}
          </Fact>
        ) : null}
        {session.endedAt ? (
          <Fact label={t('web.sessions.detail.ended')} testId="session-ended">
            {formatDateTimeLong(session.endedAt)}
          </Fact>
        ) : null}
        <Fact label={t('web.sessions.detail.used')} testId="session-used">
          {usedMinutesText(session.usedSeconds, session.durationSeconds)}
        </Fact>
        {session.endReason ? (
          <Fact label={t('web.sessions.detail.endReason')} testId="session-end-reason">
            {SESSION_END_REASON_LABELS[session.endReason]}
          </Fact>
        ) : null}
        <Fact label={t('web.sessions.detail.messages')}>
          {t('web.sessions.detail.messageCount', { count: session.messageCount })}
        </Fact>
      </dl>
    </section>
  );
}

/** What can be done now: enter the room, write or read the review, read the transcript. */
function Actions({ session, nowMs }: { session: SessionDetail; nowMs: number }) {
  const side = session.me;
  const roomOpen = isRoomOpen(session, nowMs);
  const canReview = side === 'USER' && session.reviewable;
  const showTranscript = session.messageCount > 0 && !roomOpen;
  if (!roomOpen && !canReview && session.reviewId === null && !showTranscript) return null;
  return (
    <section className={styles.panel} aria-label={t('web.sessions.detail.facts')}>
      {roomOpen ? <p className={styles.note}>{t('web.sessions.detail.roomOpen')}</p> : null}
      {canReview ? <p className={styles.note}>{t('web.sessions.detail.reviewInvite')}</p> : null}
      {side === 'COUNSELOR' ? (
        <p className={styles.muted}>{t('web.sessions.detail.counselorView')}</p>
      ) : null}
      <div className={styles.actions}>
        {roomOpen ? (
          <SideLink
            sessionId={session.id}
            side={side}
            view="room"
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
            testId="enter-room"
          >
            {t('web.sessions.enterRoom')}
          </SideLink>
        ) : null}
        {canReview ? (
          <Link
            to="/counseling/sessions/$id/review"
            params={{ id: session.id }}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
            data-testid="write-review"
          >
            {t('web.sessions.writeReview')}
          </Link>
        ) : null}
        {session.reviewId !== null ? (
          <Link
            to="/counseling/reviews/$id"
            params={{ id: session.reviewId }}
            className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
            data-testid="view-review"
          >
            {t('web.sessions.viewReview')}
          </Link>
        ) : null}
        {showTranscript ? (
          <SideLink
            sessionId={session.id}
            side={side}
            view="chat"
            className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
            testId="transcript"
          >
            {t('web.sessions.detail.transcript')}
          </SideLink>
        ) : null}
      </div>
    </section>
  );
}

/** A room page: this app's for the user (router link), the counselor app's for the counselor. */
function SideLink({
  sessionId,
  side,
  view,
  className,
  testId,
  children,
}: {
  sessionId: number;
  side: SenderType;
  view: 'room' | 'chat';
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const link = roomPageLink(sessionId, side, view);
  if (link.external) {
    return (
      <a href={link.href} className={className} data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={view === 'chat' ? '/counseling/sessions/$id/$view' : '/counseling/sessions/$id'}
      params={view === 'chat' ? { id: sessionId, view: 'chat' } : { id: sessionId }}
      search={{ senderType: side }}
      className={className}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.detail} aria-busy="true">
      <div className={styles.column}>
        <Skeleton shape="rect" height={200} />
        <Skeleton shape="rect" height={220} />
      </div>
      <div className={styles.column}>
        <Skeleton shape="rect" height={180} />
      </div>
    </div>
  );
}
