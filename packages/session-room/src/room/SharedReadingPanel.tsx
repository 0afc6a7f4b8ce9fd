import { formatDateTime, type RoomState, type SharedReadingInRoom } from '@arcana/domain';
import { useId } from 'react';
import { t } from '../intl';
import * as styles from './room.css';

/** The AI reading the user agreed to show: the counselor reads it, the user sees what it shared. */
export function SharedReadingPanel({ room }: { room: RoomState }) {
  const titleId = useId();
  const reading: SharedReadingInRoom | null = room.sharedReading;
  if (!reading) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="shared-reading">
      <h2 id={titleId} className={styles.cardTitle}>
        {room.me === 'COUNSELOR' ? t('room.shared.title') : t('room.shared.titleMine')}
      </h2>
      <p className={styles.consentBadge}>{t('room.shared.consent')}</p>
      <p className={styles.muted}>
        {t('room.shared.by', { character: reading.characterName, spread: reading.spreadName })} ·{' '}
        {formatDateTime(reading.createdAt)}
      </p>
      <dl className={styles.readingFacts}>
        <dt className={styles.factName}>{t('room.shared.question')}</dt>
        <dd className={styles.answer}>{reading.question}</dd>
        <dt className={styles.factName}>{t('room.shared.cards')}</dt>
        <dd className={styles.amountValue}>
          <ul className={styles.cardList}>
            {reading.cards.map((card) => (
              <li key={`${card.position}-${card.name}`} className={styles.tarotCard}>
                <span className={styles.factName}>{card.position}</span>
                <strong>{card.name}</strong>
                <span>{card.reversed ? t('room.shared.reversed') : t('room.shared.upright')}</span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className={styles.factName}>{t('room.shared.answer')}</dt>
        <dd className={styles.answer}>{reading.answer}</dd>
      </dl>
    </section>
  );
}
