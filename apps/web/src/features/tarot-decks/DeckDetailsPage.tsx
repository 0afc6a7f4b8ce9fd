import { tarotDeckQueries } from '@arcana/api-client';
import type { TarotDeck } from '@arcana/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardGrid } from './CardGrid';
import * as styles from './decks.css';
import { t } from './intl';
import { DecksLoadError, DecksSkeleton } from './LoadStates';
import { SuitLinks } from './SuitLinks';

/** /tarot-decks/{id}/details: the deck, its suits, and all its cards grouped as readers group them. */
export function DeckDetailsPage({ id }: { id: number }) {
  const deck = useQuery(tarotDeckQueries.detail(id));
  if (deck.isPending) return <DecksSkeleton />;
  if (deck.isError) {
    return <DecksLoadError onRetry={() => void deck.refetch()} retrying={deck.isFetching} />;
  }
  return <DeckDetails deck={deck.data} />;
}

function DeckDetails({ deck }: { deck: TarotDeck }) {
  const majors = deck.cards.filter((card) => card.arcana === 'MAJOR');
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{deck.nameKo}</h1>
        <p className={styles.sectionMeta}>{t('web.decks.cardCount', { count: deck.cardCount })}</p>
        <p className={styles.lead}>{deck.description}</p>
      </header>

      <section className={styles.section} aria-labelledby="deck-suits">
        <h2 id="deck-suits" className={styles.sectionTitle}>
          {t('web.decks.suits')}
        </h2>
        <SuitLinks suits={deck.suits} cards={deck.cards} />
      </section>

      <section id="major" className={styles.section} aria-labelledby="deck-major">
        <div className={styles.sectionHeader}>
          <h2 id="deck-major" className={styles.sectionTitle}>
            {t('web.decks.major')}
          </h2>
          <span className={styles.sectionMeta}>
            {t('web.decks.cardCount', { count: majors.length })}
          </span>
        </div>
        <CardGrid cards={majors} eager={6} />
      </section>

      {deck.suits.map((suit) => {
        const cards = deck.cards.filter((card) => card.suit === suit.suit);
        const headingId = `deck-suit-${suit.id}`;
        return (
          <section
            key={suit.id}
            id={suit.suit.toLowerCase()}
            className={styles.section}
            aria-labelledby={headingId}
          >
            <div className={styles.sectionHeader}>
              <h2 id={headingId} className={styles.sectionTitle}>
                {t('web.decks.suitCards', { suit: suit.nameKo })}
              </h2>
              <Link
                to="/tarot-decks/suits/$suitId"
                params={{ suitId: suit.id }}
                className={styles.textLink}
              >
                {t('web.decks.card.suitLink', { suit: suit.nameKo })}
              </Link>
            </div>
            <CardGrid cards={cards} />
          </section>
        );
      })}
    </div>
  );
}
