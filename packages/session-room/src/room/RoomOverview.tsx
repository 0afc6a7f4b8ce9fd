import {
  COUNSELING_TYPE_LABELS,
  formatDateTimeLong,
  type RoomState,
  SESSION_END_REASON_LABELS,
} from '@arcana/domain';
import { useId } from 'react';
import { t } from '../intl';
import { ClientNotePanel } from './ClientNotePanel';
import * as styles from './room.css';
import { SharedReadingPanel } from './SharedReadingPanel';

/** The room view's left side: what this session is, and the reading the user shared. */
export function RoomOverview({ room }: { room: RoomState }) {
  const titleId = useId();
  const { session } = room;
  const minutes =
    session.durationSeconds === null ? null : Math.floor(session.durationSeconds / 60);
  return (
    <div className={styles.overview}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('room.overview.title')}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('room.overview.product')}</dt>
          <dd className={styles.factValue}>{session.product.name}</dd>
          <dt className={styles.factName}>{t('room.overview.type')}</dt>
          <dd className={styles.factValue}>{COUNSELING_TYPE_LABELS[session.counselingType]}</dd>
          {session.startTime ? (
            <>
              <dt className={styles.factName}>{t('room.overview.start')}</dt>
              <dd className={styles.factValue}>{formatDateTimeLong(session.startTime)}</dd>
            </>
          ) : null}
          <dt className={styles.factName}>{t('room.overview.duration')}</dt>
          <dd className={styles.factValue}>
            {minutes === null
              ? t('room.overview.unlimited')
              : t('room.overview.minutes', { minutes })}
          </dd>
          {room.endReason ? (
            <>
              <dt className={styles.factName}>{t('room.overview.endReason')}</dt>
              <dd className={styles.factValue}>{SESSION_END_REASON_LABELS[room.endReason]}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <ClientNotePanel room={room} />
      <SharedReadingPanel room={room} />
    </div>
  );
}
