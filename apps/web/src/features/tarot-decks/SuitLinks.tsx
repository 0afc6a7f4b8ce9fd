import { tarotCardArtUrl } from '@arcana/api-client';
import type { TarotCardSummary, TarotSuitSummary } from '@arcana/domain';
import { cardStyle, ProductImage } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './decks.css';
import { t } from './intl';

/** The four suits as links to their pages, each with its ace as a picture. */
export function SuitLinks({
  suits,
  cards,
}: {
  suits: readonly TarotSuitSummary[];
  cards: readonly TarotCardSummary[];
}) {
  return (
    <ul className={styles.suitGrid}>
      {suits.map((suit) => {
        const ace = cards.find((card) => card.suit === suit.suit && card.number === 1);
        return (
          <li key={suit.id}>
            <Link
              to="/tarot-decks/suits/$suitId"
              params={{ suitId: suit.id }}
              className={[cardStyle({ padding: 'sm', interactive: true }), styles.suitCard].join(
                ' ',
              )}
            >
              {ace ? (
                <ProductImage
                  source={tarotCardArtUrl(ace.id)}
                  alt=""
                  width={300}
                  height={500}
                  className={styles.suitThumb}
                />
              ) : null}
              <span className={styles.intro}>
                <span className={styles.suitName}>{suit.nameKo}</span>
                <span className={styles.suitMeta}>
                  {t('web.decks.suitLine', { element: suit.elementKo })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
