import { tarotDeckQueries } from '@arcana/api-client';
import type { TarotSuitWithCards } from '@arcana/domain';
import { ChevronRightIcon } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardGrid } from './CardGrid';
import * as styles from './decks.css';
import { t } from './intl';
import { DecksLoadError, DecksSkeleton } from './LoadStates';

/** /tarot-decks/suits/{suitId}: the suit's element, themes, introduction and its 14 cards. */
export function SuitPage({ suitId }: { suitId: number }) {
  const suit = useQuery(tarotDeckQueries.suit(suitId));
  if (suit.isPending) return <DecksSkeleton cards={14} />;
  if (suit.isError) {
    return <DecksLoadError onRetry={() => void suit.refetch()} retrying={suit.isFetching} />;
  }
  return <Suit suit={suit.data} />;
}

function Suit({ suit }: { suit: TarotSuitWithCards }) {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{suit.nameKo}</h1>
        <p className={styles.subheading}>{suit.nameEn}</p>
      </header>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('web.decks.element')}</dt>
          <dd className={styles.factValue}>
            {suit.elementKo} <span className={styles.sectionMeta}>{suit.elementEn}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('web.decks.themes')}</dt>
          <dd>
            <ul className={styles.chips}>
              {suit.themes.map((theme) => (
                <li key={theme} className={styles.chip}>
                  {theme}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      <p className={styles.body}>{suit.description}</p>

      <section className={styles.section} aria-labelledby="suit-cards">
        <div className={styles.sectionHeader}>
          <h2 id="suit-cards" className={styles.sectionTitle}>
            {t('web.decks.suitCards', { suit: suit.nameKo })}
          </h2>
          <span className={styles.sectionMeta}>
            {t('web.decks.cardCount', { count: suit.cards.length })}
          </span>
        </div>
        <CardGrid cards={suit.cards} narrow eager={6} />
      </section>

      <Link to="/tarot-decks/$id/details" params={{ id: suit.deckId }} className={styles.textLink}>
        {t('web.decks.deckLink')}
        <ChevronRightIcon size={16} aria-hidden="true" />
      </Link>
    </div>
  );
}
