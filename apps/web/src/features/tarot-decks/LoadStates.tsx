import { AlertIcon, Button, Skeleton } from '@arcana/ui';
import * as styles from './decks.css';
import { t } from './intl';

/** The error state of a deck page whose data did not load: what happened, and a retry. */
export function DecksLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.centered} role="alert">
      <AlertIcon size={32} aria-hidden="true" />
      <p>{t('web.decks.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('web.decks.retry')}
      </Button>
    </div>
  );
}

/** The shape of a deck page while it loads: a title, a line and a grid of card outlines. */
export function DecksSkeleton({ cards = 12 }: { cards?: number }) {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('web.decks.loading')}>
      <div className={styles.intro}>
        <Skeleton width="40%" height={28} />
        <Skeleton width="80%" />
      </div>
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, index) => `card-${index}`).map((key) => (
          <Skeleton
            key={key}
            shape="rect"
            width="100%"
            height="auto"
            className={styles.cardImage}
          />
        ))}
      </div>
    </div>
  );
}
