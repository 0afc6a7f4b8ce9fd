import {
  CLOCK_PAUSE_REASON_LABELS,
  formatDuration,
  isFinishedStatus,
  type RoomState,
} from '@arcana/domain';
import { visuallyHidden } from '@arcana/ui';
import { useEffect, useState } from 'react';
import { clockText, countdownOf, serverOffsetMs } from '../clock/countdown';
import { t } from '../intl';
import * as styles from './room.css';

/** Under this many seconds the figure turns to the danger colour. */
const LOW_SECONDS = 60;

export type RoomClockProps = {
  room: RoomState;
  /** Browser time when this state arrived (the query's dataUpdatedAt). */
  receivedAt: number;
  /** Injected by tests. */
  now?: () => number;
};

/** 남은 시간: counts down each second by the server's clock; paused or 무제한 say so. */
export function RoomClock({ room, receivedAt, now = Date.now }: RoomClockProps) {
  const offset = serverOffsetMs(room.clock, receivedAt);
  const [nowMs, setNowMs] = useState(now);
  const countdown = countdownOf(room.clock, room.session.status, nowMs, offset);
  const running = countdown.kind === 'running';

  useEffect(() => {
    setNowMs(now());
    if (!running) return;
    const timer = setInterval(() => setNowMs(now()), 1_000);
    return () => clearInterval(timer);
  }, [running, now]);

  if (countdown.kind === 'unlimited') {
    return (
      <div className={styles.clock} data-testid="room-clock" data-kind="unlimited">
        <span>{t('room.clock.label')}</span>
        <strong className={styles.clockFigure}>{t('room.clock.unlimited')}</strong>
      </div>
    );
  }
  const seconds = countdown.remainingSeconds;
  return (
    <div
      className={styles.clock}
      data-testid="room-clock"
      data-kind={countdown.kind}
      data-remaining-seconds={seconds}
      data-paused-reason={countdown.kind === 'paused' ? (countdown.reason ?? '') : ''}
    >
      <span>{t('room.clock.label')}</span>
      {/* The ticking figure is hidden from screen readers: it would be read every second. */}
      <strong
        className={styles.clockFigure}
        data-low={running && seconds <= LOW_SECONDS}
        data-paused={countdown.kind === 'paused'}
        aria-hidden="true"
      >
        {clockText(seconds)}
      </strong>
      <span className={visuallyHidden}>
        {t('room.clock.spoken', { duration: formatDuration(seconds) })}
      </span>
      {countdown.kind === 'paused' && countdown.reason ? (
        <span className={styles.clockNote} data-testid="room-clock-paused">
          {CLOCK_PAUSE_REASON_LABELS[countdown.reason]}
        </span>
      ) : null}
      {countdown.kind === 'stopped' &&
      (room.session.status === 'SCHEDULED' || room.session.status === 'PREPARING') ? (
        <span className={styles.clockNote}>{t('room.clock.notStarted')}</span>
      ) : null}
      {countdown.kind === 'stopped' && isFinishedStatus(room.session.status) ? (
        <span className={styles.clockNote}>{t('room.clock.ended')}</span>
      ) : null}
    </div>
  );
}
