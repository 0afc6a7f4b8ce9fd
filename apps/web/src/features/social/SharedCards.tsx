import type { AiReadingCard } from '@arcana/domain';
import { t } from './intl';
import * as styles from './share-page.css';

/** The drawn cards of a shared reading: the face (turned for 역방향), position and name. */
export function SharedCards({ cards }: { cards: readonly AiReadingCard[] }) {
  return (
    <ul
      className={[styles.cards, cards.length <= 3 ? styles.cardsFew : ''].join(' ')}
      aria-label={t('social.shared.cards')}
    >
      {cards.map((card) => (
        <li key={card.positionKey} className={styles.card} data-card-id={card.card.id}>
          <div className={styles.cardImageFrame}>
            <img
              src={card.artUrl}
              alt={t('social.shared.cardAlt', {
                position: card.positionName,
                card: card.card.nameKo,
                reversed: String(card.reversed),
              })}
              className={styles.cardImage}
              data-reversed={card.reversed}
              loading="lazy"
              decoding="async"
              width={120}
              height={200}
            />
          </div>
          <span className={styles.cardPosition}>{card.positionName}</span>
          <span className={styles.cardName}>{card.card.nameKo}</span>
          {card.reversed ? (
            <span className={styles.reversedChip}>{t('social.shared.reversed')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
