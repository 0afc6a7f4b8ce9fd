import { tarotCardArtUrl } from '@arcana/api-client';
import type { TarotCardSummary } from '@arcana/domain';
import { ChevronLeftIcon, ChevronRightIcon, cardStyle, ProductImage } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as cardStyles from './CardPage.css';
import { t } from './intl';

/** The cards before and after this one in the deck's order (none at either end). */
export function CardNeighbours({
  previous,
  next,
}: {
  previous: TarotCardSummary | null;
  next: TarotCardSummary | null;
}) {
  return (
    <nav className={cardStyles.neighbours} aria-label={t('web.decks.card.neighbours')}>
      {previous ? <Neighbour card={previous} direction="previous" /> : <span />}
      {next ? <Neighbour card={next} direction="next" /> : <span />}
    </nav>
  );
}

function Neighbour({
  card,
  direction,
}: {
  card: TarotCardSummary;
  direction: 'previous' | 'next';
}) {
  const label = t(direction === 'previous' ? 'web.decks.card.previous' : 'web.decks.card.next');
  return (
    <Link
      to="/tarot-decks/cards/$cardId"
      params={{ cardId: card.id }}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={[cardStyle({ padding: 'sm', interactive: true }), cardStyles.neighbour].join(' ')}
      data-direction={direction}
    >
      {direction === 'previous' ? <ChevronLeftIcon size={20} aria-hidden="true" /> : null}
      <ProductImage
        source={tarotCardArtUrl(card.id)}
        alt=""
        width={300}
        height={500}
        className={cardStyles.neighbourArt}
      />
      <span className={cardStyles.neighbourText}>
        <span className={cardStyles.neighbourLabel}>{label}</span>
        <span className={cardStyles.neighbourName}>{card.nameKo}</span>
      </span>
      {direction === 'next' ? <ChevronRightIcon size={20} aria-hidden="true" /> : null}
    </Link>
  );
}
