import { tarotCardArtUrl, tarotDeckQueries } from '@arcana/api-client';
import type { TarotDeckSummary } from '@arcana/domain';
import { buttonStyle, Card, ChevronRightIcon, cardStyle, ProductImage, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as styles from './decks.css';
import { t } from './intl';
import { DecksLoadError, DecksSkeleton } from './LoadStates';
import { SuitLinks } from './SuitLinks';

/** /tarot-decks/list: the product's decks, each with its major arcana and its four suits. */
export function DeckListPage() {
  const decks = useQuery(tarotDeckQueries.list());
  if (decks.isPending) return <DecksSkeleton cards={4} />;
  if (decks.isError) {
    return <DecksLoadError onRetry={() => void decks.refetch()} retrying={decks.isFetching} />;
  }
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{t('web.decks.list.heading')}</h1>
        <p className={styles.lead}>{t('web.decks.list.lead')}</p>
      </header>
      {decks.data.length === 0 ? (
        <p className={styles.centered}>{t('web.decks.list.empty')}</p>
      ) : (
        decks.data.map((deck) => <DeckEntry key={deck.id} deck={deck} />)
      )}
    </div>
  );
}

/** The first three major cards fanned out, as the major arcana entry's picture. */
const MAJOR_PREVIEW = 3;

function DeckEntry({ deck }: { deck: TarotDeckSummary }) {
  const detail = useQuery(tarotDeckQueries.detail(deck.id));
  const majors = detail.data?.cards.filter((card) => card.arcana === 'MAJOR') ?? [];
  return (
    <Card as="section" padding="lg" className={styles.deckCard} aria-labelledby={`deck-${deck.id}`}>
      <div className={styles.intro}>
        <div className={styles.sectionHeader}>
          <h2 id={`deck-${deck.id}`} className={styles.sectionTitle}>
            {deck.nameKo}
          </h2>
          <span className={styles.sectionMeta}>
            {t('web.decks.cardCount', { count: deck.cardCount })}
          </span>
        </div>
        <p className={styles.lead}>{deck.description}</p>
      </div>

      <Link
        to="/tarot-decks/$id/details"
        params={{ id: deck.id }}
        hash="major"
        className={[cardStyle({ padding: 'md', interactive: true }), styles.majorCard].join(' ')}
      >
        <span className={styles.majorThumbs} aria-hidden="true">
          {majors.slice(0, MAJOR_PREVIEW).map((card) => (
            <ProductImage
              key={card.id}
              source={tarotCardArtUrl(card.id)}
              alt=""
              width={300}
              height={500}
              priority
              className={styles.majorThumb}
            />
          ))}
        </span>
        <span className={styles.intro}>
          <span className={styles.suitName}>{t('web.decks.major')}</span>
          <span className={styles.suitMeta}>{t('web.decks.majorText')}</span>
        </span>
      </Link>

      <section className={styles.section} aria-labelledby={`deck-${deck.id}-suits`}>
        <h3 id={`deck-${deck.id}-suits`} className={styles.sectionTitle}>
          {t('web.decks.suits')}
        </h3>
        {detail.isPending ? (
          <Skeleton shape="rect" height={72} />
        ) : detail.isError ? (
          <DecksLoadError onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : (
          <SuitLinks suits={detail.data.suits} cards={detail.data.cards} />
        )}
      </section>

      <Link
        to="/tarot-decks/$id/details"
        params={{ id: deck.id }}
        className={[buttonStyle({ variant: 'primary' }), styles.openDeck].join(' ')}
      >
        {t('web.decks.open')}
        <ChevronRightIcon size={16} aria-hidden="true" />
      </Link>
    </Card>
  );
}
