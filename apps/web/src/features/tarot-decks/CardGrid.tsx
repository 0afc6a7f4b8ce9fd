import { tarotCardArtUrl } from '@arcana/api-client';
import type { TarotCardSummary } from '@arcana/domain';
import { ProductImage } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './decks.css';

export type CardGridProps = {
  cards: readonly TarotCardSummary[];
  /** The narrow column stops at 5 across. */
  narrow?: boolean;
  /** How many first cards load at once (above the fold); the rest load as they scroll in. */
  eager?: number;
};

/** Card faces with their names, each a link to the card's page. */
export function CardGrid({ cards, narrow = false, eager = 0 }: CardGridProps) {
  return (
    <ul className={[styles.grid, narrow ? styles.gridNarrow : ''].filter(Boolean).join(' ')}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link
            to="/tarot-decks/cards/$cardId"
            params={{ cardId: card.id }}
            className={styles.tile}
            data-card-id={card.id}
          >
            <ProductImage
              source={tarotCardArtUrl(card.id)}
              // The link's text already names the card; the face would only say it twice.
              alt=""
              width={300}
              height={500}
              priority={index < eager}
              className={styles.cardImage}
            />
            <span className={styles.tileName}>{card.nameKo}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
