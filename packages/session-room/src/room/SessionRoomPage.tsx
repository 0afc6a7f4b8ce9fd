import { isApiError, roomQueries } from '@arcana/api-client';
import { loginHref, useSession } from '@arcana/app-shell';
import type { RoomView, SenderType } from '@arcana/domain';
import { AlertIcon, Button, buttonStyle, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../intl';
import { Room } from './Room';
import { RoomLink } from './RoomLink';
import * as styles from './room.css';

export type SessionRoomPageProps = {
  sessionId: number;
  senderType: SenderType;
  view: RoomView;
};

/**
 * /counseling/sessions/{id}?senderType= (and /chat, /call, /video) in both apps. No route guard
 * (DESIGN "Session pages"): a guest is invited to log in here, anyone but the two parties gets
 * the not-found state.
 */
export function SessionRoomPage({ sessionId, senderType, view }: SessionRoomPageProps) {
  const { status } = useSession();
  if (status === 'loading') return <RoomLoading />;
  if (status === 'guest') return <RoomGuest />;
  return <RoomLoader sessionId={sessionId} senderType={senderType} view={view} />;
}

function RoomLoader({ sessionId, senderType, view }: SessionRoomPageProps) {
  const state = useQuery(roomQueries.state(sessionId));
  if (state.isPending) return <RoomLoading />;
  if (state.isError) {
    // 404 for a stranger and a session that does not exist alike; 400 for an impossible id.
    if (isApiError(state.error) && (state.error.status === 404 || state.error.status === 400)) {
      return <RoomNotFound />;
    }
    return <RoomFailed retrying={state.isFetching} onRetry={() => void state.refetch()} />;
  }
  // The other side's room (the web app asked as COUNSELOR, say) is not this person's to open.
  if (state.data.me !== senderType) return <RoomNotFound />;
  return <Room room={state.data} receivedAt={state.dataUpdatedAt} view={view} />;
}

function StateBox({
  title,
  text,
  testId,
  alert = false,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={styles.center} role={alert ? 'alert' : undefined} data-testid={testId}>
      {alert ? <AlertIcon size={28} aria-hidden="true" /> : null}
      <h1 className={styles.centerTitle}>{title}</h1>
      <p className={styles.muted}>{text}</p>
      {children}
    </section>
  );
}

function RoomLoading() {
  return (
    <div
      className={styles.loading}
      role="status"
      aria-label={t('room.loading')}
      data-testid="room-loading"
    >
      <Skeleton height={72} />
      <Skeleton height={44} />
      <Skeleton height={320} />
    </div>
  );
}

function RoomGuest() {
  const href = useRouterState({ select: (router) => router.location.href });
  return (
    <StateBox
      title={t('room.guest.title')}
      text={t('room.guest.description')}
      testId="guest-invite"
    >
      <RoomLink href={loginHref(href)} className={buttonStyle({ variant: 'primary' })}>
        {t('room.guest.login')}
      </RoomLink>
    </StateBox>
  );
}

function RoomNotFound() {
  return (
    <StateBox
      title={t('room.notFound.title')}
      text={t('room.notFound.description')}
      testId="session-not-found"
    >
      <RoomLink href="/" className={buttonStyle({ variant: 'secondary' })}>
        {t('room.notFound.home')}
      </RoomLink>
    </StateBox>
  );
}

function RoomFailed({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <StateBox
      title={t('room.error.title')}
      text={t('room.error.description')}
      testId="room-error"
      alert
    >
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        {t('room.retry')}
      </Button>
    </StateBox>
  );
}
