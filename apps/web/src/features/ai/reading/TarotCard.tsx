import type { AiReadingCard } from '@arcana/domain';
import { t } from '../intl';
import * as styles from './TarotCard.css';

/**
 * A card of the reading: its back until `shown`, then it turns over (a 3D flip; with reduced
 * motion it just appears). A reversed card lies upside down and says 역방향 in words too.
 */
export function TarotCard({ card, shown }: { card: AiReadingCard; shown: boolean }) {
  const alt = card.reversed
    ? t('web.ai.reading.cardAltReversed', { name: card.card.nameKo })
    : t('web.ai.reading.cardAlt', { name: card.card.nameKo });
  return (
    <figure
      className={styles.figure}
      data-testid="reading-card"
      data-state={shown ? 'shown' : 'hidden'}
    >
      <div className={styles.scene}>
        <div className={styles.flipper} data-state={shown ? 'shown' : 'hidden'}>
          <div className={styles.back} aria-hidden="true" />
          {/* Loaded face down already, so the face is there when it turns. */}
          <div className={styles.front} aria-hidden={!shown}>
            <img
              className={styles.art}
              src={card.artUrl}
              alt={alt}
              width={300}
              height={500}
              data-reversed={card.reversed}
            />
          </div>
        </div>
      </div>
      <figcaption className={[styles.caption, shown ? '' : styles.hiddenCaption].join(' ')}>
        <span className={styles.position} data-testid="card-position">
          {card.positionName}
        </span>
        <span className={styles.name} data-testid="card-name">
          {card.card.nameKo}
        </span>
        {card.reversed ? (
          <span className={styles.reversed}>{t('web.ai.reading.reversed')}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
