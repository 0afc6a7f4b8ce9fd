import { tarotCardArtUrl, tarotDeckQueries } from '@arcana/api-client';
import type { TarotCardDetail } from '@arcana/domain';
import { ProductImage } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardNeighbours } from './CardNeighbours';
import * as cardStyles from './CardPage.css';
import { cardPlace } from './card-place';
import * as styles from './decks.css';
import { t } from './intl';
import { DecksLoadError, DecksSkeleton } from './LoadStates';

type Orientation = 'upright' | 'reversed';
const THEMES = ['love', 'career', 'money', 'relationships', 'advice'] as const;

/** /tarot-decks/cards/{cardId}: one card whole, upright and reversed, and its neighbours. */
export function CardPage({ cardId }: { cardId: number }) {
  const card = useQuery(tarotDeckQueries.card(cardId));
  if (card.isPending) return <DecksSkeleton cards={1} />;
  if (card.isError) {
    return <DecksLoadError onRetry={() => void card.refetch()} retrying={card.isFetching} />;
  }
  return <Card card={card.data} />;
}

function Card({ card }: { card: TarotCardDetail }) {
  const suitName = card.suitDetail?.nameKo ?? null;
  return (
    <article className={styles.page} aria-labelledby="card-name">
      <header className={cardStyles.hero}>
        <ProductImage
          source={tarotCardArtUrl(card.id)}
          alt={t('web.decks.card.art', { name: card.nameKo })}
          width={300}
          height={500}
          priority
          className={cardStyles.art}
        />
        <div className={cardStyles.heroText}>
          <p className={styles.sectionMeta}>{cardPlace(card, suitName).join(' · ')}</p>
          <h1 id="card-name" className={styles.heading}>
            {card.nameKo}
          </h1>
          <p className={styles.subheading} lang="en">
            {card.nameEn}
          </p>
          {card.suitDetail ? (
            <Link
              to="/tarot-decks/suits/$suitId"
              params={{ suitId: card.suitDetail.id }}
              className={styles.textLink}
            >
              {t('web.decks.card.suitLink', { suit: card.suitDetail.nameKo })}
            </Link>
          ) : (
            <Link
              to="/tarot-decks/$id/details"
              params={{ id: card.deckId }}
              hash="major"
              className={styles.textLink}
            >
              {t('web.decks.major')}
            </Link>
          )}
        </div>
      </header>

      <Meaning card={card} orientation="upright" />
      <Meaning card={card} orientation="reversed" />

      <section className={styles.section} aria-labelledby="card-imagery">
        <h2 id="card-imagery" className={styles.sectionTitle}>
          {t('web.decks.card.imagery')}
        </h2>
        <p className={styles.body}>{card.imagery}</p>
      </section>

      <CardNeighbours previous={card.previous} next={card.next} />
    </article>
  );
}

function Meaning({ card, orientation }: { card: TarotCardDetail; orientation: Orientation }) {
  const upright = orientation === 'upright';
  const keywords = upright ? card.keywordsUpright : card.keywordsReversed;
  const themes = upright ? card.uprightThemes : card.reversedThemes;
  const headingId = `card-${orientation}`;
  return (
    <section
      className={cardStyles.meaning}
      aria-labelledby={headingId}
      data-orientation={orientation}
    >
      <h2 id={headingId} className={cardStyles.meaningTitle}>
        {/* The card as it lies on the table: a reversed card is upside down. */}
        <ProductImage
          source={tarotCardArtUrl(card.id)}
          alt=""
          width={300}
          height={500}
          className={cardStyles.orientationArt}
          data-orientation={orientation}
        />
        {t(upright ? 'web.decks.card.upright' : 'web.decks.card.reversed')}
      </h2>
      <ul className={styles.chips} aria-label={t('web.decks.card.keywords')}>
        {keywords.map((keyword) => (
          <li key={keyword} className={[styles.chip, upright ? '' : styles.chipMuted].join(' ')}>
            {keyword}
          </li>
        ))}
      </ul>
      <p className={styles.body}>{upright ? card.upright : card.reversed}</p>
      <dl className={cardStyles.themes}>
        {THEMES.map((theme) => (
          <div key={theme} className={cardStyles.theme}>
            <dt className={cardStyles.themeLabel}>{t(`web.decks.theme.${theme}`)}</dt>
            <dd className={cardStyles.themeText}>{themes[theme]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
