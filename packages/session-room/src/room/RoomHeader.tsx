import {
  isFinishedStatus,
  type RoomPresence,
  type RoomState,
  SESSION_STATUS_LABELS,
} from '@arcana/domain';
import { Button, visuallyHidden } from '@arcana/ui';
import type { ReactNode } from 'react';
import { t } from '../intl';
import type { RoomStreamState } from '../room-connection';
import { RoomClock } from './RoomClock';
import * as styles from './room.css';

export type PresenceKind = 'notEntered' | 'in' | 'away' | 'gone';

/** 들어옴 (in, stream live), 자리 비움 (exited), 연결 끊김 (in, stream lost), 입장 전. */
export function presenceOf(presence: RoomPresence): PresenceKind {
  if (!presence.entered) return 'notEntered';
  if (!presence.inRoom) return 'away';
  return presence.connected ? 'in' : 'gone';
}

function Presence({ party, presence }: { party: string; presence: RoomPresence }) {
  const kind = presenceOf(presence);
  const state = t(`room.presence.${kind}`);
  return (
    <span className={styles.presence} data-presence={kind} data-testid="room-presence">
      <span className={visuallyHidden}>{t('room.presence.label', { party })} </span>
      {state}
    </span>
  );
}

export type RoomHeaderProps = {
  room: RoomState;
  receivedAt: number;
  streamState: RoomStreamState;
  onRetryStream(): void;
  /** The view links and the actions (enter, exit, complete, add time). */
  children?: ReactNode;
  tabs?: ReactNode;
};

/** Who is here, the status, the paid time left and the live connection. */
export function RoomHeader({
  room,
  receivedAt,
  streamState,
  onRetryStream,
  children,
  tabs,
}: RoomHeaderProps) {
  const { session } = room;
  const finished = isFinishedStatus(session.status) || session.status.startsWith('CANCELLED');
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <img
          className={styles.portrait}
          src={room.counselor.imageUrl}
          alt=""
          width={44}
          height={44}
        />
        <div className={styles.parties}>
          <div className={styles.partyLine}>
            <h1 className={styles.counselorName}>
              {t('room.party.counselorName', { name: room.counselor.name })}
            </h1>
            {room.me === 'USER' ? (
              <Presence party={t('room.party.counselor')} presence={room.presence.COUNSELOR} />
            ) : null}
          </div>
          <div className={styles.partyLine}>
            <span>{t('room.party.userName', { name: session.user.displayName })}</span>
            {room.me === 'COUNSELOR' ? (
              <Presence party={t('room.party.user')} presence={room.presence.USER} />
            ) : null}
          </div>
        </div>
        <span
          className={styles.chip}
          data-tone={finished ? 'done' : 'live'}
          data-testid="room-status"
        >
          <span className={visuallyHidden}>{t('room.status')} </span>
          {SESSION_STATUS_LABELS[session.status]}
        </span>
        {tabs}
      </div>
      <div className={styles.statusRow}>
        <RoomClock room={room} receivedAt={receivedAt} />
        <StreamState state={streamState} onRetry={onRetryStream} />
      </div>
      {children}
    </header>
  );
}

function StreamState({ state, onRetry }: { state: RoomStreamState; onRetry(): void }) {
  const text = t(`room.stream.${state}`);
  return (
    <span className={styles.stream} data-state={state} data-testid="room-stream" role="status">
      <span className={visuallyHidden}>{t('room.stream.label')} </span>
      <span>{text}</span>
      {state === 'failed' ? (
        <Button size="sm" variant="ghost" onClick={onRetry}>
          {t('room.stream.retry')}
        </Button>
      ) : null}
    </span>
  );
}
